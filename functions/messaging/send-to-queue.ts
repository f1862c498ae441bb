import { sendMessage } from '../clients/sqs';
import { config } from '../config';
import type { QueueKey } from '../resources';

export async function sendToQueue(queue: QueueKey, message: object): Promise<void> {
  await sendMessage(config.queueUrl(queue), JSON.stringify(message));
}
