// The SQS calls of the functions over the signed fetch (AWS JSON 1.0 protocol). Like the SDK, a call
// goes to its queue URL's host unless AWS_ENDPOINT_URL_SQS names the endpoint.
import { serviceEndpoint, type IamAction } from './aws-fetch';
import { awsJsonCall } from './aws-json';

const sqsCall = (action: string, iam: IamAction, queueUrl: string) => ({
  service: 'sqs' as const,
  version: '1.0' as const,
  target: `AmazonSQS.${action}`,
  iam: [iam],
  url: process.env.AWS_ENDPOINT_URL_SQS ? serviceEndpoint('sqs') : new URL('/', queueUrl),
});

export async function sendMessage(queueUrl: string, body: string): Promise<void> {
  await awsJsonCall(sqsCall('SendMessage', 'sqs:SendMessage', queueUrl), { QueueUrl: queueUrl, MessageBody: body });
}

export async function changeMessageVisibility(queueUrl: string, receiptHandle: string, visibilityTimeoutSeconds: number): Promise<void> {
  await awsJsonCall(sqsCall('ChangeMessageVisibility', 'sqs:ChangeMessageVisibility', queueUrl), {
    QueueUrl: queueUrl,
    ReceiptHandle: receiptHandle,
    VisibilityTimeout: visibilityTimeoutSeconds,
  });
}
