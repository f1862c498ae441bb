// The event Lambda's SQS event source mapping gives a consumer for a batch of received messages.
import type { Message } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSMessageAttributes, SQSRecord, SQSRecordAttributes } from 'aws-lambda';

export function buildSqsEvent(messages: Message[], queueArn: string, region: string): SQSEvent {
  return { Records: messages.map((message) => sqsRecord(message, queueArn, region)) };
}

function sqsRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...optional(attributes, ['SequenceNumber', 'MessageGroupId', 'MessageDeduplicationId']),
    } as SQSRecordAttributes,
    messageAttributes: recordMessageAttributes(message),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

function optional(attributes: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => attributes[name] !== undefined).map((name) => [name, attributes[name] as string]));
}

/** The SDK's PascalCase message attributes become the event's camelCase ones. */
function recordMessageAttributes(message: Message): SQSMessageAttributes {
  const values: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(message.MessageAttributes ?? {})) {
    values[name] = {
      dataType: value.DataType ?? 'String',
      stringValue: value.StringValue,
      binaryValue: value.BinaryValue ? Buffer.from(value.BinaryValue).toString('base64') : undefined,
      stringListValues: value.StringListValues ?? [],
      binaryListValues: (value.BinaryListValues ?? []).map((item) => Buffer.from(item).toString('base64')),
    };
  }
  return values;
}
