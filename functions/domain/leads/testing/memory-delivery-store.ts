// A DeliveryStore in memory, with the conditions of the DynamoDB one (store/delivery-ledger.ts,
// store/remote-steps.ts) written out again: deliverLead's unit tests run against it, and
// functions/test/delivery-store.int.test.ts holds it and the DynamoDB store to the same contract.
import { isDeliveredValue, isPendingValue } from '../../../../shared/domain/lead-status';
import { emptyIntegrations } from '../../../../shared/domain/integrations';
import type { EntryDelivery, IntegrationsView } from '../../../../shared/schemas/integrations';
import { DELIVERY_PENDING } from '../../../../shared/schemas/leads';
import type { LedgerChannel, StatusAttribute } from '../../../store/delivery-ledger';
import type { LeadItem, LeadRef } from '../../../store/leads';
import type { RemoteSteps, StepState, StepsKey } from '../../../store/remote-steps';
import type { DeliveryStore } from '../delivery-store';

export interface MemoryDeliveryStore extends DeliveryStore {
  put: (lead: LeadItem) => void;
  setIntegrations: (userId: string, integrations: Partial<IntegrationsView>) => void;
  /** What the resend does to a channel kept per destination (store/delivery-ledger.ts reopenChannel). */
  reopen: (ref: LeadRef, attribute: StatusAttribute, destinations: string[]) => void;
  /** Each entry's notes, in order. */
  notes: Array<{ entryId: string } & Omit<EntryDelivery, 'at'>>;
  /** The lead's steps at a destination as stored. */
  stepsAt: (key: StepsKey) => Record<string, StepState & { token?: string }>;
}

const refKey = (ref: LeadRef) => `${ref.userId}|${ref.createdAt}|${ref.id}`;
const stepsKey = (key: StepsKey) => `${key.userId}|${key.leadId}|${key.channel}|${key.destination}`;
const leaseKey = (attribute: string, destination: string) => `${attribute}|${destination}`;
const copy = <T>(value: T): T => structuredClone(value);
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function memoryDeliveryStore(): MemoryDeliveryStore {
  const leads = new Map<string, LeadItem & { gsi1pk?: string; gsi1sk?: string }>();
  const integrations = new Map<string, IntegrationsView>();
  const steps = new Map<string, Record<string, StepState & { token?: string }>>();
  let tokens = 0;

  const values = (lead: LeadItem, attribute: string): Record<string, string> =>
    ((lead.statusSend ??= {}) as Record<string, unknown>)[attribute] as Record<string, string>;

  const remote: RemoteSteps = {
    done: async (key) => {
      await turn();
      return Object.fromEntries(
        Object.entries(steps.get(stepsKey(key)) ?? {}).flatMap(([name, step]) => (step.state === 'done' ? [[name, step.result]] : [])),
      );
    },
    claim: async (key, step, now, until) => {
      await turn();
      const item = steps.get(stepsKey(key)) ?? {};
      steps.set(stepsKey(key), item);
      const held = item[step];
      if (held?.state === 'done') return { kind: 'done', result: held.result };
      if (held && held.until >= now) return { kind: 'busy' };
      const token = `token-${++tokens}`;
      item[step] = { state: 'started', until, token };
      return { kind: 'claimed', token, maybeDone: held !== undefined };
    },
    record: async (key, step, result) => {
      await turn();
      const item = steps.get(stepsKey(key)) ?? {};
      item[step] = { state: 'done', result };
      steps.set(stepsKey(key), item);
    },
    release: async (key, step, token) => {
      await turn();
      const item = steps.get(stepsKey(key));
      if (item?.[step]?.token === token) delete item[step];
    },
    endLease: async (key, step, token) => {
      await turn();
      const held = steps.get(stepsKey(key))?.[step];
      if (held?.state === 'started' && held.token === token) held.until = 0;
    },
  };

  const store: MemoryDeliveryStore = {
    notes: [],
    put: (lead) => leads.set(refKey(lead), copy(lead)),
    setIntegrations: (userId, view) => integrations.set(userId, { ...emptyIntegrations(), ...view }),
    stepsAt: (key) => copy(steps.get(stepsKey(key)) ?? {}),
    reopen: (ref, attribute, destinations) => {
      const lead = leads.get(refKey(ref))!;
      const current = values(lead, attribute) ?? {};
      const reopened: Record<string, string> = {};
      for (const destination of new Set([...Object.keys(current), ...destinations]))
        reopened[destination] = isDeliveredValue(current[destination]) ? current[destination]! : DELIVERY_PENDING;
      for (const destination of Object.keys(reopened))
        if (!destinations.includes(destination) && !isDeliveredValue(reopened[destination])) delete reopened[destination];
      (lead.statusSend as Record<string, unknown>)[attribute] = reopened;
    },
    getLead: async (ref) => {
      await turn();
      const lead = leads.get(refKey(ref));
      return lead && copy(lead);
    },
    markAnnounced: async (ref, now) => {
      await turn();
      const lead = leads.get(refKey(ref));
      if (!lead) return;
      delete lead.gsi1pk;
      delete lead.gsi1sk;
      lead.announcedAt = now;
    },
    integrations: async (userId) => {
      await turn();
      return copy(integrations.get(userId) ?? emptyIntegrations());
    },
    ensureStatusMap: async (ref, channel) => {
      await turn();
      const lead = leads.get(refKey(ref));
      if (!lead) return;
      lead.statusSend ??= channel.oneText ? {} : { [channel.attribute]: {} };
      lead.deliveryLease ??= {};
      if (!channel.oneText) (lead.statusSend as Record<string, unknown>)[channel.attribute] ??= {};
    },
    dropDestinations: async (ref, attribute, destinations) => {
      await turn();
      const lead = leads.get(refKey(ref));
      for (const destination of destinations) if (lead) delete values(lead, attribute)?.[destination];
    },
    claimDestination: async (ref, channel: LedgerChannel, destination, now, leaseMs) => {
      await turn();
      const lead = leads.get(refKey(ref));
      if (!lead) return { kind: 'refused', value: undefined };
      // DynamoDB refuses a path into a map that is not there (ensureStatusMap makes it).
      if (!lead.deliveryLease)
        throw new Error('ValidationException: The document path provided in the update expression is invalid for update');
      const lease = lead.deliveryLease?.[leaseKey(channel.attribute, destination)];
      const value = channel.oneText ? undefined : values(lead, channel.attribute)?.[destination];
      const leaseFree = lease === undefined || lease < now;
      if (!leaseFree || (value !== undefined && !isPendingValue(value))) return { kind: 'refused', value };
      if (!channel.oneText) values(lead, channel.attribute)[destination] = value ?? DELIVERY_PENDING;
      lead.deliveryLease![leaseKey(channel.attribute, destination)] = now + leaseMs;
      return { kind: 'claimed' };
    },
    recordDestination: async (ref, channel, destination, value, movedFrom) => {
      await turn();
      const lead = leads.get(refKey(ref));
      if (!lead) return;
      delete lead.deliveryLease?.[leaseKey(channel.attribute, destination)];
      if (movedFrom && movedFrom !== destination) delete lead.deliveryLease?.[leaseKey(channel.attribute, movedFrom)];
      if (channel.oneText) return;
      if (movedFrom && movedFrom !== destination) delete values(lead, channel.attribute)[movedFrom];
      values(lead, channel.attribute)[destination] = value;
    },
    setChannelStatus: async (ref, attribute, value) => {
      await turn();
      const lead = leads.get(refKey(ref));
      if (lead) (lead.statusSend as Record<string, unknown>)[attribute] = value;
    },
    steps: remote,
    noteOutcome: async (_userId, entryId, outcome) => {
      await turn();
      store.notes.push({ entryId, ...outcome });
    },
  };
  return store;
}
