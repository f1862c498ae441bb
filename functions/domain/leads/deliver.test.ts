// deliverLead in memory (./testing/memory-delivery-store.ts keeps the DynamoDB store's conditions): a channel
// that makes one record per lead in a fake outside system, done as a remote step. What the ledger promises:
// each destination claimed under a lease and sent once, a duplicate message sending nothing, a lost answer and
// a crash mid-step never making a second record, a resend sending only what did not arrive, and a one-text
// channel's text made from its destinations' outcomes.
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DELIVERY_OK, DELIVERY_PENDING } from '../../../shared/schemas/leads';
import { minimumLeaseMs } from '../../messaging/retry-policy';
import { RetryLater, type Attempt } from '../../messaging/retrying-batch';
import type { LeadItem } from '../../store/leads';
import { deliverLead, leaseMsUntil, type ChannelOutcome, type DestinationChannel, type OneTextChannel } from './deliver';
import { StepBusy, stepOnce } from './step-once';
import { sampleLead } from './testing/delivery-store-contract';
import { memoryDeliveryStore, type MemoryDeliveryStore } from './testing/memory-delivery-store';

/** The process running the consumer died (Lambda's time limit, a crash) after the call went out. */
class ProcessKilled extends Error {}
class NoAnswer extends Error {}
class Refused extends Error {}

/** An outside system that keeps one record per call: whatever a delivery does twice shows up here. */
class FakeSystem {
  readonly records: Array<{ leadId: string; destination: string; id: string }> = [];
  calls = 0;
  /** What the next calls do, in turn; then 'ok'. */
  next: Array<'ok' | 'lose-answer' | 'die-after' | 'down' | 'refuse'> = [];

  async create(leadId: string, destination: string): Promise<string> {
    this.calls += 1;
    const how = this.next.shift() ?? 'ok';
    if (how === 'down') throw new Error('503 Service Unavailable');
    if (how === 'refuse') throw new Refused('поле «Телефон» не принято');
    const id = `rec-${this.records.length + 1}`;
    this.records.push({ leadId, destination, id });
    if (how === 'lose-answer') throw new NoAnswer('нет ответа');
    if (how === 'die-after') throw new ProcessKilled();
    return id;
  }

  async find(leadId: string, destination: string): Promise<string | undefined> {
    return this.records.find((record) => record.leadId === leadId && record.destination === destination)?.id;
  }

  of(leadId: string) {
    return this.records.filter((record) => record.leadId === leadId);
  }
}

/** How the amoCRM and MIS channels use their steps: the record is one step, looked up after a lost answer. */
async function sendRecord(
  system: FakeSystem,
  lead: LeadItem,
  destination: string,
  steps: Parameters<DestinationChannel['send']>[2]['steps'],
) {
  try {
    await stepOnce(
      steps,
      'record',
      () => system.create(lead.id, destination),
      () => system.find(lead.id, destination),
    );
    return { kind: 'sent' } satisfies ChannelOutcome;
  } catch (error) {
    if (error instanceof ProcessKilled) throw error;
    if (error instanceof StepBusy) return { kind: 'transient', reason: 'другой обработчик' } satisfies ChannelOutcome;
    if (error instanceof Refused) return { kind: 'permanent', reason: `отклонено: ${error.message}` } satisfies ChannelOutcome;
    return { kind: 'transient', reason: (error as Error).message } satisfies ChannelOutcome;
  }
}

const recordChannel = (system: FakeSystem, destinations: string[], retryInPlace = true): DestinationChannel => ({
  attribute: 'amo',
  destinations: () => destinations,
  retryInPlace,
  send: (lead, destination, { steps }) => sendRecord(system, lead, destination, steps),
});

const attempt = (receiveCount: number, isLast = false): Attempt => ({ receiveCount, isLast, deadline: Date.now() + 20_000 });

let store: MemoryDeliveryStore;
let system: FakeSystem;
let clinics = 0;

function newLead(statusSend: LeadItem['statusSend']): LeadItem {
  store = memoryDeliveryStore();
  system = new FakeSystem();
  const lead = sampleLead(`clinic-${++clinics}`, statusSend);
  store.put(lead);
  return lead;
}

const statusOf = async (lead: LeadItem, attribute: 'amo' | 'google') => (await store.getLead(lead))?.statusSend?.[attribute];

beforeAll(() => {
  // The quick in-place retry of a blip waits no time here.
  process.env.LEAD_RETRY_BLIP_PAUSE_MS = '0';
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('deliverLead: claim, lease, record', () => {
  it('sends to each destination once and records it; a duplicate message sends nothing again', async () => {
    const lead = newLead({ amo: { 'entry-1': DELIVERY_PENDING, 'entry-2': DELIVERY_PENDING } });
    const channel = recordChannel(system, ['entry-1', 'entry-2']);
    await deliverLead(store, channel, lead, attempt(1));
    await deliverLead(store, channel, lead, attempt(1));

    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': DELIVERY_OK, 'entry-2': DELIVERY_OK });
    expect(system.of(lead.id).map((record) => record.destination)).toEqual(['entry-1', 'entry-2']);
    expect(system.calls).toBe(2);
    expect(store.notes).toEqual([
      { entryId: 'entry-1', ok: true },
      { entryId: 'entry-2', ok: true },
    ]);
    // Every lease was given back with its record.
    expect((await store.getLead(lead))?.deliveryLease).toEqual({});
  });

  it('leaves a destination another consumer holds to it, and asks for the message again', async () => {
    const lead = newLead({ amo: { 'entry-1': DELIVERY_PENDING } });
    const now = Date.now();
    await store.ensureStatusMap(lead, { attribute: 'amo' });
    await store.claimDestination(lead, { attribute: 'amo' }, 'entry-1', now, leaseMsUntil(now + 20_000, now));

    await expect(deliverLead(store, recordChannel(system, ['entry-1']), lead, attempt(1))).rejects.toThrow(RetryLater);
    expect(system.calls).toBe(0);
    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': DELIVERY_PENDING });
  });

  it('a permanent refusal is final: recorded, on the card, and a redelivered message does not try again', async () => {
    const lead = newLead({ amo: { 'entry-1': DELIVERY_PENDING } });
    system.next = ['refuse'];
    const channel = recordChannel(system, ['entry-1']);
    await deliverLead(store, channel, lead, attempt(1));
    await deliverLead(store, channel, lead, attempt(2));

    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': 'отклонено: поле «Телефон» не принято' });
    expect(system.calls).toBe(1);
    expect(store.notes).toEqual([{ entryId: 'entry-1', ok: false, text: 'отклонено: поле «Телефон» не принято' }]);
  });

  it('a passing failure is retried in place once, then left to the queue; the last receive says it gave up', async () => {
    const lead = newLead({ amo: { 'entry-1': DELIVERY_PENDING } });
    system.next = ['down', 'down', 'down', 'down'];
    const channel = recordChannel(system, ['entry-1']);
    await expect(deliverLead(store, channel, lead, attempt(1))).rejects.toThrow(RetryLater);
    expect(system.calls).toBe(2);
    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': 'отправляется (повтор: 503 Service Unavailable)' });
    expect(store.notes).toEqual([]);

    await expect(deliverLead(store, channel, lead, attempt(8, true))).rejects.toThrow(RetryLater);
    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': 'не доставлено после 8 попыток: 503 Service Unavailable' });
    expect(store.notes).toEqual([{ entryId: 'entry-1', ok: false, text: 'не доставлено после 8 попыток: 503 Service Unavailable' }]);
    expect(system.of(lead.id)).toEqual([]);
  });
});

describe('deliverLead: never twice', () => {
  it('a lost answer: the retry looks the record up instead of making a second one', async () => {
    const lead = newLead({ amo: { 'entry-1': DELIVERY_PENDING } });
    system.next = ['lose-answer'];
    const channel = recordChannel(system, ['entry-1'], false);
    await expect(deliverLead(store, channel, lead, attempt(1))).rejects.toThrow(RetryLater);
    await deliverLead(store, channel, lead, attempt(2));

    expect(system.calls).toBe(1);
    expect(system.of(lead.id)).toHaveLength(1);
    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': DELIVERY_OK });
    expect(store.stepsAt({ userId: lead.userId, leadId: lead.id, channel: 'amo', destination: 'entry-1' })).toEqual({
      record: { state: 'done', result: 'rec-1' },
    });
  });

  it('a crash mid-step: nobody sends while the lease holds; after it the next consumer looks before it acts', async () => {
    const lead = newLead({ amo: { 'entry-1': DELIVERY_PENDING } });
    system.next = ['die-after'];
    const channel = recordChannel(system, ['entry-1']);
    const first = attempt(1);
    await expect(deliverLead(store, channel, lead, first)).rejects.toThrow(ProcessKilled);
    // The message comes back (another consumer) while the dead one's lease still holds: nothing is sent.
    await expect(deliverLead(store, channel, lead, attempt(2))).rejects.toThrow(RetryLater);
    expect(system.calls).toBe(1);

    // Once the lease has ended: the step may have happened, so it is looked up, not made again.
    const afterLease = Date.now() + leaseMsUntil(first.deadline, Date.now()) + 1;
    jest.spyOn(Date, 'now').mockReturnValue(afterLease);
    await deliverLead(store, channel, lead, { receiveCount: 3, isLast: false, deadline: afterLease + 20_000 });
    expect(system.calls).toBe(1);
    expect(system.of(lead.id)).toHaveLength(1);
    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': DELIVERY_OK });
  });

  it('a resend sends again only where the lead did not arrive, and finds a record whose answer was lost', async () => {
    const lead = newLead({ amo: { 'entry-1': DELIVERY_PENDING, 'entry-2': DELIVERY_PENDING } });
    // entry-1 gets it; entry-2's record is made but its answer lost on the last receive the queue had.
    system.next = ['ok', 'lose-answer'];
    const channel = recordChannel(system, ['entry-1', 'entry-2'], false);
    await expect(deliverLead(store, channel, lead, attempt(8, true))).rejects.toThrow(RetryLater);
    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': DELIVERY_OK, 'entry-2': 'не доставлено после 8 попыток: нет ответа' });

    // 'Отправить повторно': every destination not delivered goes back to pending, and the queue delivers again.
    store.reopen(lead, 'amo', ['entry-1', 'entry-2']);
    await deliverLead(store, channel, lead, attempt(1));

    expect(await statusOf(lead, 'amo')).toEqual({ 'entry-1': DELIVERY_OK, 'entry-2': DELIVERY_OK });
    expect(system.of(lead.id).map((record) => record.destination)).toEqual(['entry-1', 'entry-2']);
    expect(system.calls).toBe(2);
  });
});

describe('deliverLead: a one-text channel (Google Sheets)', () => {
  const OK_TEXT = 'Добавлены новые данные в таблицу';
  const sheets = (destinations: string[]): OneTextChannel => ({
    attribute: 'google',
    destinations: () => destinations,
    send: (lead, destination, { steps }) => sendRecord(system, lead, destination, steps),
    retryInPlace: false,
    gaveUp: (count, reason) => `не добавлено после ${count} попыток: ${reason}`,
    oneText: {
      isDelivered: (text) => text.includes(OK_TEXT),
      summary: (values) => {
        if (values.every(([, value]) => value === DELIVERY_OK)) return OK_TEXT;
        return values.length === 1 ? values[0]![1] : values.map(([sheet, value]) => `«${sheet}»: ${value}`).join('; ');
      },
    },
  });

  it('claims each sheet under a lease, makes one text of the outcomes, and a resend adds no second row', async () => {
    const lead = newLead({ google: DELIVERY_PENDING });
    system.next = ['ok', 'down'];
    const channel = sheets(['sheet-1', 'sheet-2']);
    await expect(deliverLead(store, channel, lead, attempt(1))).rejects.toThrow(RetryLater);
    expect(await statusOf(lead, 'google')).toBe('«sheet-1»: ok; «sheet-2»: отправляется (повтор: 503 Service Unavailable)');
    // Not retried in place: one call per sheet.
    expect(system.calls).toBe(2);

    await deliverLead(store, channel, lead, attempt(2));
    expect(await statusOf(lead, 'google')).toBe(OK_TEXT);
    expect(system.of(lead.id).map((record) => record.destination)).toEqual(['sheet-1', 'sheet-2']);

    // A delivered text ends the matter; a resend (the text back to pending) finds both rows there.
    await deliverLead(store, channel, lead, attempt(3));
    await store.setChannelStatus(lead, 'google', DELIVERY_PENDING);
    await deliverLead(store, channel, lead, attempt(1));
    expect(await statusOf(lead, 'google')).toBe(OK_TEXT);
    expect(system.calls).toBe(3);
    expect(system.of(lead.id)).toHaveLength(2);
  });

  it('the last receive says the row was not added, in its own words; no sheet left says not configured', async () => {
    const lead = newLead({ google: DELIVERY_PENDING });
    system.next = ['down'];
    await expect(deliverLead(store, sheets(['sheet-1']), lead, attempt(8, true))).rejects.toThrow(RetryLater);
    expect(await statusOf(lead, 'google')).toBe('не добавлено после 8 попыток: 503 Service Unavailable');

    await store.setChannelStatus(lead, 'google', DELIVERY_PENDING);
    await deliverLead(store, sheets([]), lead, attempt(1));
    expect(await statusOf(lead, 'google')).toBe('не настроено');
  });
});

describe('lease floor', () => {
  afterEach(() => {
    delete process.env.LEAD_LEASE_MIN_SECONDS;
  });

  it('is 30 s unless the environment lowers it, and a lease still covers the deadline and its margin', () => {
    const now = 1_000_000;
    expect(minimumLeaseMs()).toBe(30_000);
    expect(leaseMsUntil(now + 2_000, now)).toBe(30_000);
    process.env.LEAD_LEASE_MIN_SECONDS = '3';
    expect(minimumLeaseMs()).toBe(3_000);
    expect(leaseMsUntil(now + 2_000, now)).toBe(7_000);
    expect(leaseMsUntil(now - 10_000, now)).toBe(3_000);
    process.env.LEAD_LEASE_MIN_SECONDS = '';
    expect(minimumLeaseMs()).toBe(30_000);
  });
});
