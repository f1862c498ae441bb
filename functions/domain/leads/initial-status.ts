// The statuses a new lead starts with: pending for every active destination of each channel that starts at intake,
// an empty map (shown "не настроено") for a channel with none; a one-text channel (google) pending or not configured.
import { destinationsOf, leadDestinations, type LeadDestinations } from '../../../shared/domain/integrations';
import { leadChannelList, type LeadChannel } from '../../../shared/integrations/registry';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { CHANNEL_NOT_CONFIGURED, DELIVERY_PENDING, type StatusSend } from '../../../shared/schemas/leads';

const pendingFor = (destinations: string[]) => Object.fromEntries(destinations.map((destination) => [destination, DELIVERY_PENDING]));

/** The active destinations of a channel kept per destination (the mail addresses, the Telegram group ids, …). */
export const channelDestinations = (channel: LeadChannel) => (integrations: IntegrationsView) =>
  destinationsOf(leadDestinations(integrations), channel);

export function initialStatusSend(destinations: LeadDestinations): StatusSend {
  const statusSend: Record<string, string | Record<string, string>> = {};
  for (const channel of leadChannelList) {
    if (!('destinationsAtIntake' in channel)) continue;
    const list = destinationsOf(destinations, channel.name);
    statusSend[channel.statusKey] = 'oneText' in channel ? (list.length > 0 ? DELIVERY_PENDING : CHANNEL_NOT_CONFIGURED) : pendingFor(list);
  }
  return statusSend as StatusSend;
}
