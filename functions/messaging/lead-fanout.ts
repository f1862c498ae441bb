// A stored lead on its way to its channel queues, by the configured fan-out (resources.ts LEAD_FANOUT): one publish on
// the lead topic naming the channels (each queue's filter policy takes its own), or, without SNS, one SendMessage per
// channel queue. Which channels is the caller's (shared/domain/lead-fanout.ts), the same in both modes.
import type { LeadChannel } from '../../shared/integrations/lead-channels';
import { publish } from '../clients/sns';
import { sendMessage } from '../clients/sqs';
import { config, requiredEnv } from '../config';
import { channelQueueKey } from '../integrations/registry';
import { LEAD_CHANNEL_NAMED, leadChannelAttribute, topics } from '../resources';

export async function fanOutLead(channels: readonly LeadChannel[], message: object): Promise<void> {
  if (channels.length === 0) return;
  const body = JSON.stringify(message);
  if (config.leadFanout() === 'sqs') {
    await Promise.all(channels.map((channel) => sendMessage(config.queueUrl(channelQueueKey(channel)), body)));
    return;
  }
  const attributes = Object.fromEntries(channels.map((channel) => [leadChannelAttribute(channel), LEAD_CHANNEL_NAMED]));
  await publish(requiredEnv(topics.lead.env), body, attributes);
}
