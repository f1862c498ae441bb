// (queue consumer) --> deliver a lead to every destination of one channel --> record each outcome
// One model for every channel (mail, Telegram, amoCRM, Google Sheets, MIS): a channel says where a lead goes
// and sends it to one destination; the claim, the lease and the record are the ledger's. Idempotent per lead,
// channel and destination: a destination is claimed with a conditional update (not yet delivered, not failed
// for good, not held by another consumer), sent once, and its outcome recorded on the lead's statusSend, so
// redelivered or duplicated messages find 'ok' and send nothing again. A channel whose send takes steps in an
// outside system (a deal, a row, an appointment) records each in the lead's steps there (SendContext.steps),
// under the same lease, so a retry after a lost answer or a crash looks before it does a step again.
// A one-text channel (google, docs/contract/cabinet.md §4) keeps no value per destination: its destinations are claimed
// the same way and its one text is made from this run's outcomes.
import { CHANNEL_NOT_CONFIGURED, DELIVERY_OK, DELIVERY_RETRYING_PREFIX } from '../../../shared/schemas/leads';
import { isPendingValue } from '../../../shared/domain/lead-status';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { inlineRetry, minimumLeaseMs, retrySettings } from '../../messaging/retry-policy';
import { RetryLater, type Attempt } from '../../messaging/retrying-batch';
import type { DestinationAttribute, LedgerChannel, OneTextAttribute } from '../../store/delivery-ledger';
import type { LeadItem, LeadRef } from '../../store/leads';
import type { StepClaim } from '../../store/remote-steps';
import type { DeliveryStore } from './delivery-store';
import { receivedLead } from './received';

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

/** The lead's steps at one destination of an outside system, claimed under this delivery's lease (store/remote-steps.ts). */
export interface DestinationSteps {
  /** The steps done so far: name → result. */
  done: () => Promise<Record<string, string>>;
  claim: (step: string) => Promise<StepClaim>;
  record: (step: string, result: string) => Promise<void>;
  /** The call failed for sure. */
  release: (step: string, token: string) => Promise<void>;
  /** The call's outcome is unknown: whoever claims the step next looks first. */
  endLease: (step: string, token: string) => Promise<void>;
}

export interface SendContext {
  /** Epoch ms by which this invocation must have finished. */
  deadline: number;
  steps: DestinationSteps;
  /** The clinic's integrations as this run read them (the entry's own settings: SMS's key and sender). */
  integrations: IntegrationsView;
}

interface ChannelBase {
  /** The lead is passed for channels whose destination depends on it (mis: the booked doctor's MIS). */
  destinations: (integrations: IntegrationsView, lead: LeadItem) => string[];
  /** False: the lead is none of this channel's business (mis: not a booking of an MIS doctor); nothing is recorded. */
  concerns?: (lead: LeadItem) => boolean;
  send: (lead: LeadItem, destination: string, context: SendContext) => Promise<ChannelOutcome>;
  /** Why nothing may be sent to this destination (its owner has not proved it), recorded as its status. */
  refusal?: (integrations: IntegrationsView, destination: string) => string | undefined;
  /** The destination moved for good (a Telegram group became a supergroup): save the new one. */
  onMoved?: (userId: string, from: string, to: string) => Promise<void>;
  /**
   * The entry a destination belongs to, whose card shows the outcome (an address, a group id → its entry);
   * absent: the destination is the entry's id (amo, MIS, google).
   */
  entryOf?: (integrations: IntegrationsView, destination: string) => string | undefined;
  /** What the last try records after a passing failure; default 'не доставлено после N попыток: <reason>'. */
  gaveUp?: (receiveCount: number, reason: string) => string;
  /** False: a passing failure waits for the queue's next delivery, never in place (Google's per-minute quota). */
  retryInPlace?: boolean;
}

/** A channel kept per destination in statusSend.<attribute>. */
export interface DestinationChannel extends ChannelBase {
  attribute: DestinationAttribute;
}

/** A channel whose statusSend is one text for all its destinations. */
export interface OneTextChannel extends ChannelBase {
  attribute: OneTextAttribute;
  oneText: {
    /** The text says every destination has the lead: nothing left to do. */
    isDelivered: (text: string) => boolean;
    /** The one text from each destination's value this run ('ok', a reason, a retry note), in destination order. */
    summary: (values: Array<[destination: string, value: string]>, integrations: IntegrationsView) => string;
  };
}

export type DeliveryChannel = DestinationChannel | OneTextChannel;

/** Margin past the invocation's deadline: the outcome of a send that ends right at the deadline is still recorded. */
const LEASE_MARGIN_MS = 5_000;

/**
 * A destination stays claimed for as long as this invocation may still send to it (inline retries run
 * until its deadline), at least minimumLeaseMs() (30 s; a crashed consumer's claim expires after it), so no other
 * consumer sends while this one might: a second copy then only comes
 * from a send whose answer was lost, or a process dying between sending and recording.
 */
export function leaseMsUntil(deadline: number, now: number): number {
  return Math.max(minimumLeaseMs(), deadline - now + LEASE_MARGIN_MS);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ledgerOf = (channel: DeliveryChannel): LedgerChannel =>
  'oneText' in channel ? { attribute: channel.attribute, oneText: true } : { attribute: channel.attribute };

/** One run of a channel over one lead: what it works with, and what it found (each destination's value, the retries). */
interface Run {
  store: DeliveryStore;
  channel: DeliveryChannel;
  lead: LeadItem;
  integrations: IntegrationsView;
  attempt: Attempt;
  values: Map<string, string>;
  retries: string[];
  retryAfter: number;
}

export async function deliverLead(store: DeliveryStore, channel: DeliveryChannel, ref: LeadRef, attempt: Attempt): Promise<void> {
  const lead = await receivedLead(store, ref);
  // Deleted meanwhile, or none of this channel's business: nothing to deliver.
  if (!lead || (channel.concerns && !channel.concerns(lead))) return;
  const stored = lead.statusSend?.[channel.attribute];
  const oneText = 'oneText' in channel ? channel.oneText : undefined;
  if (oneText && typeof stored === 'string' && (stored === CHANNEL_NOT_CONFIGURED || oneText.isDelivered(stored))) return;
  const integrations = await store.integrations(ref.userId);
  const destinations = channel.destinations(integrations, lead);
  const current: Record<string, string> = typeof stored === 'object' ? stored : {};
  if (!('oneText' in channel)) {
    const gone = Object.keys(current).filter((destination) => !destinations.includes(destination) && isPendingValue(current[destination]!));
    await store.dropDestinations(ref, channel.attribute, gone);
  }
  if (stored === undefined || lead.deliveryLease === undefined) await store.ensureStatusMap(ref, ledgerOf(channel));

  const run: Run = { store, channel, lead, integrations, attempt, values: new Map(), retries: [], retryAfter: 0 };
  for (const destination of destinations) {
    const value = current[destination];
    if (value !== undefined && !isPendingValue(value)) continue; // delivered, or failed for good
    await deliverTo(run, destination);
  }
  if (oneText)
    await store.setChannelStatus(
      ref,
      channel.attribute,
      destinations.length === 0 ? CHANNEL_NOT_CONFIGURED : oneText.summary([...run.values], integrations),
    );
  if (run.retries.length > 0) throw new RetryLater(run.retries.join('; '), run.retryAfter);
}

/** Claims one destination, sends to it and records the outcome (on the lead, on its card, in the run). */
async function deliverTo(run: Run, destination: string): Promise<void> {
  const { store, channel, lead, integrations, attempt } = run;
  const ledger = ledgerOf(channel);
  const now = Date.now();
  const leaseMs = leaseMsUntil(attempt.deadline, now);
  const claim = await store.claimDestination(lead, ledger, destination, now, leaseMs);
  if (claim.kind === 'refused') {
    if (claim.value === undefined || isPendingValue(claim.value)) {
      run.retries.push(`${destination}: отправляет другой обработчик`);
      run.values.set(destination, `${DELIVERY_RETRYING_PREFIX}: отправляет другой обработчик)`);
    }
    return;
  }
  const record = async (target: string, value: string) => {
    await store.recordDestination(lead, ledger, target, value, destination);
    run.values.set(target, value);
  };
  const refusal = channel.refusal?.(integrations, destination);
  if (refusal) return record(destination, refusal);

  const context: SendContext = {
    deadline: attempt.deadline,
    steps: stepsAt(store, lead, channel, destination, now + leaseMs),
    integrations,
  };
  const { outcome, target } = await sendFollowingMoves(channel, lead, destination, context);
  const card = (ok: boolean, text?: string) => noteOnCard(run, target, ok, text);
  if (outcome.kind === 'sent') {
    await record(target, outcome.status ?? DELIVERY_OK);
    if (outcome.status !== CHANNEL_NOT_CONFIGURED) await card(true, outcome.status);
  } else if (outcome.kind === 'permanent' || outcome.kind === 'migrated') {
    const reason = outcome.kind === 'permanent' ? outcome.reason : 'группа перенаправлена несколько раз подряд';
    await record(target, reason);
    await card(outcome.kind === 'permanent' && outcome.aboutLead === true, reason);
  } else if (attempt.isLast && outcome.finalStatus) {
    await record(target, outcome.finalStatus);
    await card(false, outcome.finalStatus);
  } else {
    const note = attempt.isLast
      ? (channel.gaveUp?.(attempt.receiveCount, outcome.reason) ?? `не доставлено после ${attempt.receiveCount} попыток: ${outcome.reason}`)
      : `${DELIVERY_RETRYING_PREFIX}: ${outcome.reason})`;
    await record(target, note);
    if (attempt.isLast) await card(false, note);
    run.retries.push(`${target}: ${outcome.reason}`);
    if (outcome.kind === 'rate-limited') run.retryAfter = Math.max(run.retryAfter, outcome.retryAfterSeconds);
  }
}

/** The lead's steps at this destination, each claimed until the destination's own lease ends. */
function stepsAt(store: DeliveryStore, lead: LeadItem, channel: DeliveryChannel, destination: string, until: number): DestinationSteps {
  const key = { userId: lead.userId, leadId: lead.id, channel: channel.attribute, destination };
  return {
    done: () => store.steps.done(key),
    claim: (step) => store.steps.claim(key, step, Date.now(), until),
    record: (step, result) => store.steps.record(key, step, result),
    release: (step, token) => store.steps.release(key, step, token),
    endLease: (step, token) => store.steps.endLease(key, step, token),
  };
}

/** The lead's final outcome on its entry's card; a retry still to come says nothing yet. */
function noteOnCard({ store, channel, integrations, lead }: Run, destination: string, ok: boolean, text?: string) {
  const entryId = channel.entryOf ? channel.entryOf(integrations, destination) : destination;
  if (!entryId) return Promise.resolve();
  return store.noteOutcome(
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
  context: SendContext,
): Promise<{ outcome: ChannelOutcome; target: string }> {
  let target = destination;
  let outcome = await sendWithInlineRetries(channel, lead, target, context);
  if (outcome.kind === 'migrated' && channel.onMoved) {
    await channel.onMoved(lead.userId, target, outcome.newDestination);
    target = outcome.newDestination;
    outcome = await sendWithInlineRetries(channel, lead, target, context);
  }
  return { outcome, target };
}

async function sendWithInlineRetries(
  channel: DeliveryChannel,
  lead: LeadItem,
  destination: string,
  context: SendContext,
): Promise<ChannelOutcome> {
  const settings = retrySettings();
  for (let tryNumber = 1; ; tryNumber++) {
    const outcome = await channel.send(lead, destination, context);
    if (outcome.kind !== 'transient' && outcome.kind !== 'rate-limited') return outcome;
    if (channel.retryInPlace === false) return outcome;
    const step = inlineRetry(outcome, tryNumber, settings);
    if (!step.retry || Date.now() + step.waitMs > context.deadline) return outcome;
    await sleep(step.waitMs);
  }
}
