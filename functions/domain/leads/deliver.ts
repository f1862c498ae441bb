// (queue consumer) --> deliver a lead to every destination of one channel --> record each outcome
// Idempotent per lead, channel and destination: a destination is claimed with a conditional update (not
// yet delivered, not failed for good, not held by another consumer), sent once, and its outcome recorded
// on the lead's statusSend. Redelivered or duplicated messages find 'ok' and send nothing again.
import { CHANNEL_NOT_CONFIGURED, DELIVERY_OK, DELIVERY_RETRYING_PREFIX } from '../../../shared/schemas/leads';
import { isPendingValue } from '../../../shared/domain/lead-status';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { inlineRetry, retrySettings } from '../../messaging/retry-policy';
import { RetryLater, type Attempt } from '../../messaging/retrying-batch';
import { getIntegrations } from '../../store/integrations';
import { noteEntryOutcome } from '../integrations/note-outcome';
import { receivedLead } from './received';
import {
  claimDestination,
  dropDestinations,
  ensureStatusMap,
  recordDestination,
  type DestinationAttribute,
} from '../../store/delivery-ledger';
import { getLead, type LeadItem, type LeadRef } from '../../store/leads';

/**
 * `status`: what a delivery records instead of 'ok' (amo's texts); `finalStatus`: what a failure records
 * when no try is left, instead of 'not delivered' (amo: the deal exists, only its note is missing).
 */
export type ChannelOutcome =
  | { kind: 'sent'; status?: string }
  | { kind: 'migrated'; newDestination: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number; reason: string; finalStatus?: string }
  /** `aboutLead`: the service refused this lead alone (an MIS time taken meanwhile); the channel itself works. */
  | { kind: 'permanent'; reason: string; aboutLead?: boolean }
  | { kind: 'transient'; reason: string; finalStatus?: string };

export interface DeliveryChannel {
  attribute: DestinationAttribute;
  /** The lead is passed for channels whose destination depends on it (mis: the booked doctor's MIS). */
  destinations: (integrations: IntegrationsView, lead: LeadItem) => string[];
  /** False: the lead is none of this channel's business (mis: not a booking of an MIS doctor); nothing is recorded. */
  concerns?: (lead: LeadItem) => boolean;
  send: (lead: LeadItem, destination: string, deadline: number) => Promise<ChannelOutcome>;
  /** Why nothing may be sent to this destination (its owner has not proved it), recorded as its status. */
  refusal?: (integrations: IntegrationsView, destination: string) => string | undefined;
  /** The destination moved for good (a Telegram group became a supergroup): save the new one. */
  onMoved?: (userId: string, from: string, to: string) => Promise<void>;
  /**
   * The entry a destination belongs to, whose card shows the outcome (an address, a group id → its entry);
   * absent: the destination is the entry's id (amo, MIS).
   */
  entryOf?: (integrations: IntegrationsView, destination: string) => string | undefined;
}

/** How long a consumer holds one destination at least; a crashed consumer's claim expires after it. */
export const LEASE_MS = 30_000;
/** Margin past the invocation's deadline: the outcome of a send that ends right at the deadline is still recorded. */
const LEASE_MARGIN_MS = 5_000;

/**
 * A destination stays claimed for as long as this invocation may still send to it (inline retries run
 * until its deadline), so no other consumer sends while this one might: a second copy then only comes
 * from a send whose answer was lost, or a process dying between sending and recording.
 */
export function leaseMsUntil(deadline: number, now: number): number {
  return Math.max(LEASE_MS, deadline - now + LEASE_MARGIN_MS);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function deliverLead(channel: DeliveryChannel, ref: LeadRef, attempt: Attempt): Promise<void> {
  const lead = await receivedLead(ref);
  if (!lead) return; // deleted meanwhile: nothing to deliver
  if (channel.concerns && !channel.concerns(lead)) return;
  const { integrations } = await getIntegrations(ref.userId, true);
  const destinations = channel.destinations(integrations, lead);
  const current = (lead.statusSend?.[channel.attribute] ?? {}) as Record<string, string>;
  await dropDestinations(
    ref,
    channel.attribute,
    Object.keys(current).filter((d) => !destinations.includes(d) && isPendingValue(current[d]!)),
  );
  if (lead.statusSend?.[channel.attribute] === undefined || lead.deliveryLease === undefined) await ensureStatusMap(ref, channel.attribute);

  const retries: string[] = [];
  let retryAfter = 0;
  for (const destination of destinations) {
    const value = current[destination];
    if (value !== undefined && !isPendingValue(value)) continue; // delivered, or failed for good
    const now = Date.now();
    if (!(await claimDestination(ref, channel.attribute, destination, now, leaseMsUntil(attempt.deadline, now)))) {
      const fresh = (await getLead(ref))?.statusSend?.[channel.attribute]?.[destination];
      if (fresh === undefined || isPendingValue(fresh)) retries.push(`${destination}: отправляет другой обработчик`);
      continue;
    }
    const refusal = channel.refusal?.(integrations, destination);
    if (refusal) {
      await recordDestination(ref, channel.attribute, destination, refusal, destination);
      continue;
    }
    const { outcome, target } = await sendFollowingMoves(channel, lead, destination, attempt.deadline);
    const card = (ok: boolean, text?: string) => noteOnCard(channel, integrations, lead, target, ok, text);
    if (outcome.kind === 'sent') {
      await recordDestination(ref, channel.attribute, target, outcome.status ?? DELIVERY_OK, destination);
      if (outcome.status !== CHANNEL_NOT_CONFIGURED) await card(true, outcome.status);
    } else if (outcome.kind === 'permanent' || outcome.kind === 'migrated') {
      const reason = outcome.kind === 'permanent' ? outcome.reason : 'группа перенаправлена несколько раз подряд';
      await recordDestination(ref, channel.attribute, target, reason, destination);
      await card(outcome.kind === 'permanent' && outcome.aboutLead === true, reason);
    } else if (attempt.isLast && outcome.finalStatus) {
      await recordDestination(ref, channel.attribute, target, outcome.finalStatus, destination);
      await card(false, outcome.finalStatus);
    } else {
      const note = attempt.isLast
        ? `не доставлено после ${attempt.receiveCount} попыток: ${outcome.reason}`
        : `${DELIVERY_RETRYING_PREFIX}: ${outcome.reason})`;
      await recordDestination(ref, channel.attribute, target, note, destination);
      if (attempt.isLast) await card(false, note);
      retries.push(`${target}: ${outcome.reason}`);
      if (outcome.kind === 'rate-limited') retryAfter = Math.max(retryAfter, outcome.retryAfterSeconds);
    }
  }
  if (retries.length > 0) throw new RetryLater(retries.join('; '), retryAfter);
}

/** The lead's final outcome on its entry's card; a retry still to come says nothing yet. */
function noteOnCard(
  channel: DeliveryChannel,
  integrations: IntegrationsView,
  lead: LeadItem,
  destination: string,
  ok: boolean,
  text?: string,
) {
  const entryId = channel.entryOf ? channel.entryOf(integrations, destination) : destination;
  if (!entryId) return Promise.resolve();
  return noteEntryOutcome(
    lead.userId,
    entryId,
    { ok, ...(text ? { text } : {}), ...(channel.entryOf ? { destination } : {}) },
    lead.timezone,
  );
}

/** Sends, retrying in place while it is worth it, and follows one move of the destination. */
async function sendFollowingMoves(
  channel: DeliveryChannel,
  lead: LeadItem,
  destination: string,
  deadline: number,
): Promise<{ outcome: ChannelOutcome; target: string }> {
  let target = destination;
  let outcome = await sendWithInlineRetries(channel, lead, target, deadline);
  if (outcome.kind === 'migrated' && channel.onMoved) {
    await channel.onMoved(lead.userId, target, outcome.newDestination);
    target = outcome.newDestination;
    outcome = await sendWithInlineRetries(channel, lead, target, deadline);
  }
  return { outcome, target };
}

async function sendWithInlineRetries(
  channel: DeliveryChannel,
  lead: LeadItem,
  destination: string,
  deadline: number,
): Promise<ChannelOutcome> {
  const settings = retrySettings();
  for (let tryNumber = 1; ; tryNumber++) {
    const outcome = await channel.send(lead, destination, deadline);
    if (outcome.kind !== 'transient' && outcome.kind !== 'rate-limited') return outcome;
    const step = inlineRetry(outcome, tryNumber, settings);
    if (!step.retry || Date.now() + step.waitMs > deadline) return outcome;
    await sleep(step.waitMs);
  }
}
