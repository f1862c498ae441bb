import { publish } from '../clients/sns';
import { requiredEnv } from '../config';
import { topics, type TopicKey } from '../resources';

/** Publishes to a topic; its queues subscribe with raw delivery, so they receive `message` as JSON. */
export async function publishToTopic(topic: TopicKey, message: object): Promise<void> {
  await publish(requiredEnv(topics[topic].env), JSON.stringify(message));
}
