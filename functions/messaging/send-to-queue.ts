import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../clients/sqs';
import { config } from '../config';
import type { QueueKey } from '../resources';

export async function sendToQueue(queue: QueueKey, message: object): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: config.queueUrl(queue), MessageBody: JSON.stringify(message) }));
}
