// Which channel queues a stored lead goes to: those of the channels its statuses name a destination on (an address,
// a group, an entry, google's one text while not 'не настроено'), as the intake wrote them (initial-status.ts). The one
// rule of both fan-outs: the lead topic's message attributes matched by each queue's filter policy, and the direct
// sends when there is no SNS (functions/messaging/lead-fanout.ts), so the two cannot disagree. A channel with no
// destination keeps the status the intake wrote ('не настроено'), as its consumer would have left it; a destination
// configured later is reached by 'Отправить повторно', which puts the lead on that channel's queue itself.
import { CHANNEL_NOT_CONFIGURED } from '../integrations/delivery-values';
import { leadChannelList, type LeadChannel } from '../integrations/lead-channels';

type Statuses = Partial<Record<string, string | Record<string, string>>>;

const namesDestination = (value: unknown) =>
  typeof value === 'string'
    ? value !== CHANNEL_NOT_CONFIGURED
    : typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/** The channels a lead is announced to, in column order; every channel when its statuses are unknown (a lead stored without them). */
export function leadFanoutChannels(statusSend: Statuses | undefined): LeadChannel[] {
  if (statusSend === undefined) return leadChannelList.map((channel) => channel.name);
  return leadChannelList.filter((channel) => namesDestination(statusSend[channel.statusKey])).map((channel) => channel.name);
}
