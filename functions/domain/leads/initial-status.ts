// The statuses a new lead starts with: pending for every active destination, an empty map (shown
// "не настроено") for a channel with none. amo and google have no delivery yet (CRM issue): their
// consumers record that; until they run the lead shows them pending or not configured.
import { activeEntries } from '../../../shared/domain/integrations';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { CHANNEL_NOT_CONFIGURED, DELIVERY_PENDING, type StatusSend } from '../../../shared/schemas/leads';

const pendingFor = (destinations: string[]) => Object.fromEntries(destinations.map((destination) => [destination, DELIVERY_PENDING]));

export const mailDestinations = (integrations: IntegrationsView) => [...new Set(activeEntries(integrations, 'email').map((entry) => entry.text))];
export const telegramDestinations = (integrations: IntegrationsView) => [...new Set(activeEntries(integrations, 'telegram').map((entry) => entry.id))];
export const amoDestinations = (integrations: IntegrationsView) => activeEntries(integrations, 'amoCrm').map((entry) => entry._id);

export function initialStatusSend(integrations: IntegrationsView): StatusSend {
  return {
    mail: pendingFor(mailDestinations(integrations)),
    telegramm: pendingFor(telegramDestinations(integrations)),
    amo: pendingFor(amoDestinations(integrations)),
    google: activeEntries(integrations, 'google').length > 0 ? DELIVERY_PENDING : CHANNEL_NOT_CONFIGURED,
  };
}
