// What delivering a lead reads and writes, as one interface (deliver.ts takes it as a parameter): the lead,
// the clinic's integrations, the delivery ledger on the lead (claims, leases, outcomes), the lead's steps in
// outside systems (store/remote-steps.ts) and each entry's last outcome on its card. `leadDeliveryStore` is
// the DynamoDB one the consumers pass; the unit tests pass one in memory (./testing/memory-delivery-store.ts)
// that keeps the same conditions, and functions/test/delivery-store.int.test.ts holds both to one contract.
import type { EntryDelivery, IntegrationsView } from '../../../shared/schemas/integrations';
import {
  claimDestination,
  dropDestinations,
  ensureStatusMap,
  recordDestination,
  setChannelStatus,
  type DestinationAttribute,
  type DestinationClaim,
  type LedgerChannel,
  type StatusAttribute,
} from '../../store/delivery-ledger';
import { getIntegrations } from '../../store/integrations';
import { getLead, markAnnounced, type LeadItem, type LeadRef } from '../../store/leads';
import { remoteSteps, type RemoteSteps } from '../../store/remote-steps';
import { noteEntryOutcome } from '../integrations/note-outcome';

export interface DeliveryStore {
  getLead: (ref: LeadRef) => Promise<LeadItem | undefined>;
  /** The lead leaves the sweeper's outbox (a consumer received it). */
  markAnnounced: (ref: LeadRef, now: string) => Promise<void>;
  integrations: (userId: string) => Promise<IntegrationsView>;
  ensureStatusMap: (ref: LeadRef, channel: LedgerChannel) => Promise<void>;
  dropDestinations: (ref: LeadRef, attribute: DestinationAttribute, destinations: string[]) => Promise<void>;
  claimDestination: (ref: LeadRef, channel: LedgerChannel, destination: string, now: number, leaseMs: number) => Promise<DestinationClaim>;
  recordDestination: (ref: LeadRef, channel: LedgerChannel, destination: string, value: string, movedFrom?: string) => Promise<void>;
  setChannelStatus: (ref: LeadRef, attribute: StatusAttribute, value: string) => Promise<void>;
  steps: RemoteSteps;
  /** The lead's final outcome on its entry's card (never fails the delivery). */
  noteOutcome: (userId: string, entryId: string, outcome: Omit<EntryDelivery, 'at'>, timeZone?: string) => Promise<void>;
}

export const leadDeliveryStore: DeliveryStore = {
  getLead,
  markAnnounced,
  integrations: async (userId) => (await getIntegrations(userId, true)).integrations,
  ensureStatusMap,
  dropDestinations,
  claimDestination,
  recordDestination,
  setChannelStatus,
  steps: remoteSteps,
  noteOutcome: noteEntryOutcome,
};
