// The statuses a new lead starts with: pending for every active destination of each channel that starts at intake,
// an empty map (shown "не настроено") for a channel with none; a one-text channel (google) pending or not configured;
// and pending for each destination the lead names itself (a booking of an MIS doctor: that MIS entry).
import { destinationsOf, leadDestinations, type LeadDestinations } from '../../../shared/domain/lead-destinations';
import { leadChannelList, type LeadChannel } from '../../../shared/integrations/lead-channels';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { CHANNEL_NOT_CONFIGURED, DELIVERY_PENDING, type StatusSend } from '../../../shared/schemas/leads';

const pendingFor = (destinations: string[]) => Object.fromEntries(destinations.map((destination) => [destination, DELIVERY_PENDING]));

/** The active destinations of a channel kept per destination (the mail addresses, the Telegram group ids, …). */
export const channelDestinations = (channel: LeadChannel) => (integrations: IntegrationsView) =>
  destinationsOf(leadDestinations(integrations), channel);

/** `lead`: what the lead is (a booking with a time, a request, a quiz answer), for the channels that take only some. */
export function initialStatusSend(destinations: LeadDestinations, lead: { action?: string; PlanStart?: string }): StatusSend {
  const statusSend: Record<string, string | Record<string, string>> = {};
  for (const channel of leadChannelList) {
    if (!('destinationsAtIntake' in channel)) continue;
    if ('concernsLead' in channel && !channel.concernsLead(lead)) continue;
    const list = destinationsOf(destinations, channel.name);
    statusSend[channel.statusKey] = 'oneText' in channel ? (list.length > 0 ? DELIVERY_PENDING : CHANNEL_NOT_CONFIGURED) : pendingFor(list);
  }
  return statusSend as StatusSend;
}

/**
 * The statuses with a pending one for each destination the lead itself names (the booked doctor's MIS entry, the
 * patient's own e-mail beside the clinic's addresses), so the lead's fan-out reaches those channels too.
 */
export function withOwnDestinations(statusSend: StatusSend, lead: object): StatusSend {
  const own = leadChannelList.flatMap((channel) => {
    const list = 'destinationsOfLead' in channel ? channel.destinationsOfLead(lead) : [];
    const kept = statusSend[channel.statusKey as keyof StatusSend];
    return list.length > 0 ? [[channel.statusKey, { ...(typeof kept === 'object' ? kept : {}), ...pendingFor(list) }]] : [];
  });
  return { ...statusSend, ...Object.fromEntries(own) } as StatusSend;
}
