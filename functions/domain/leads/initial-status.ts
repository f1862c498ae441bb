// The statuses a new lead starts with: pending for every active destination, an empty map (shown
// "не настроено") for a channel with none. amo and google have no delivery yet (CRM issue): their
// consumers record that; until they run the lead shows them pending or not configured.
import { leadDestinations, type LeadDestinations } from '../../../shared/domain/integrations';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { CHANNEL_NOT_CONFIGURED, DELIVERY_PENDING, type StatusSend } from '../../../shared/schemas/leads';

const pendingFor = (destinations: string[]) => Object.fromEntries(destinations.map((destination) => [destination, DELIVERY_PENDING]));

export const mailDestinations = (integrations: IntegrationsView) => leadDestinations(integrations).mail;
export const telegramDestinations = (integrations: IntegrationsView) => leadDestinations(integrations).telegram;

export function initialStatusSend(destinations: LeadDestinations): StatusSend {
  return {
    mail: pendingFor(destinations.mail),
    telegramm: pendingFor(destinations.telegram),
    amo: pendingFor(destinations.amo),
    google: destinations.google ? DELIVERY_PENDING : CHANNEL_NOT_CONFIGURED,
  };
}
