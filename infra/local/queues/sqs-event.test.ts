import { buildSqsEvent } from './sqs-event';

describe('buildSqsEvent', () => {
  it('turns received messages into SQS event records', () => {
    const event = buildSqsEvent(
      [
        {
          MessageId: 'm1',
          ReceiptHandle: 'r1',
          Body: '{"id":"lead-1"}',
          MD5OfBody: 'md5',
          Attributes: {
            ApproximateReceiveCount: '2',
            SentTimestamp: '1700000000000',
            SenderId: '000000000000',
            ApproximateFirstReceiveTimestamp: '1700000000100',
          },
          MessageAttributes: { kind: { DataType: 'String', StringValue: 'landing' } },
        },
      ],
      'arn:aws:sqs:eu-central-1:000000000000:landing-mail',
      'eu-central-1',
    );
    expect(event.Records).toEqual([
      {
        messageId: 'm1',
        receiptHandle: 'r1',
        body: '{"id":"lead-1"}',
        attributes: {
          ApproximateReceiveCount: '2',
          SentTimestamp: '1700000000000',
          SenderId: '000000000000',
          ApproximateFirstReceiveTimestamp: '1700000000100',
        },
        messageAttributes: {
          kind: { dataType: 'String', stringValue: 'landing', binaryValue: undefined, stringListValues: [], binaryListValues: [] },
        },
        md5OfBody: 'md5',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:landing-mail',
        awsRegion: 'eu-central-1',
      },
    ]);
  });
});
