// Where a new lead goes, from the clinic's active entries and the lead channels alone (no kind's rules): the intake,
// the resend and the integrations' save all compute it the same way.
import type { AnyEntry } from '../integrations/entry-values';
import type { IntegrationKind } from '../integrations/kinds';
import { type LeadChannel, leadChannelList } from '../integrations/lead-channels';
import type { IntegrationsView } from '../schemas/integrations';
import { activeEntries } from './integration-entries';

/**
 * Per lead channel that starts at intake, its active destinations (a one-text channel: whether it has any). Kept
 * per clinic (`W!LEAD_DESTINATIONS`, written with the integrations), in this shape.
 */
export type LeadDestinations = Partial<Record<LeadChannel, string[] | boolean>>;

export function leadDestinations(view: IntegrationsView): LeadDestinations {
  const active = (kind: IntegrationKind) => activeEntries(view, kind) as unknown as AnyEntry[];
  const destinations: LeadDestinations = {};
  for (const channel of leadChannelList) {
    if (!('destinationsAtIntake' in channel)) continue;
    const list = channel.destinationsAtIntake(active);
    destinations[channel.name] = 'oneText' in channel ? list.length > 0 : list;
  }
  return destinations;
}

/** A channel's destinations in a (possibly stored) LeadDestinations: a one-text channel's any-flag reads as none or one. */
export function destinationsOf(destinations: LeadDestinations, channel: LeadChannel): string[] {
  const value = destinations[channel];
  return Array.isArray(value) ? value : value === true ? [channel] : [];
}
