import { PublishCommand } from '@aws-sdk/client-sns';
import { sns } from '../clients/sns';
import { requiredEnv } from '../config';
import { topics, type TopicKey } from '../resources';

/** Publishes to a topic; its queues subscribe with raw delivery, so they receive `message` as JSON. */
export async function publishToTopic(topic: TopicKey, message: object): Promise<void> {
  await sns.send(new PublishCommand({ TopicArn: requiredEnv(topics[topic].env), Message: JSON.stringify(message) }));
}
