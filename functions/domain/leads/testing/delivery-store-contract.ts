// What every DeliveryStore must do, as tests: the DynamoDB store (functions/test/delivery-store.int.test.ts)
// and the one in memory that deliverLead's unit tests use (../delivery-store.test.ts) both run them, so the
// fake keeps the real store's conditions.
import { describe, expect, it } from '@jest/globals';
import { DELIVERY_PENDING } from '../../../../shared/schemas/leads';
import type { LeadItem } from '../../../store/leads';
import type { DeliveryStore } from '../delivery-store';

export interface ContractSubject {
  store: DeliveryStore;
  /** Stores a new lead of a clinic of its own (statusSend as given, no deliveryLease). */
  newLead: (statusSend?: LeadItem['statusSend']) => Promise<LeadItem>;
}

const MINUTE = 60_000;

let leads = 0;
/** A booking of clinic `userId`, as POST /api/ticket stores one (statusSend as given). */
export function sampleLead(userId: string, statusSend?: LeadItem['statusSend']): LeadItem {
  const createdAt = new Date(Date.now() + leads++).toISOString();
  return {
    userId,
    createdAt,
    id: `${Date.parse(createdAt)}-${(0xa00000000000 + leads).toString(16)}`,
    kind: 'booking',
    action: 'Заявка',
    ClientFullName: 'Иван Петров',
    ClientPhone: '+7 916 123-45-67',
    URL: 'https://clinic.example/',
    Utm: '',
    deviceType: 'Телефон',
    clinicName: 'Улыбка',
    timezone: 'Europe/Moscow',
    ...(statusSend ? { statusSend } : {}),
  };
}

export function deliveryStoreContract(name: string, subject: () => Promise<ContractSubject>): void {
  describe(`${name}: the delivery ledger and the remote steps`, () => {
    it('claims a destination once per lease; a recorded outcome is never claimed again; an expired lease is', async () => {
      const { store, newLead } = await subject();
      const lead = await newLead({ mail: {} });
      const mail = { attribute: 'mail' } as const;
      await store.ensureStatusMap(lead, mail);
      const now = Date.now();
      expect(await store.claimDestination(lead, mail, 'a@x.ru', now, MINUTE)).toEqual({ kind: 'claimed' });
      expect(await store.claimDestination(lead, mail, 'a@x.ru', now + 1, MINUTE)).toEqual({ kind: 'refused', value: DELIVERY_PENDING });
      // A crashed consumer's lease runs out: the destination may be claimed again.
      expect(await store.claimDestination(lead, mail, 'a@x.ru', now + MINUTE + 1, MINUTE)).toEqual({ kind: 'claimed' });
      await store.recordDestination(lead, mail, 'a@x.ru', 'ok');
      expect(await store.claimDestination(lead, mail, 'a@x.ru', now + 3 * MINUTE, MINUTE)).toEqual({ kind: 'refused', value: 'ok' });
      expect((await store.getLead(lead))?.statusSend?.mail).toEqual({ 'a@x.ru': 'ok' });
    });

    it('keeps only the leases of a one-text channel, and its text whole', async () => {
      const { store, newLead } = await subject();
      const lead = await newLead({ google: DELIVERY_PENDING });
      const google = { attribute: 'google', oneText: true } as const;
      await store.ensureStatusMap(lead, google);
      const now = Date.now();
      expect(await store.claimDestination(lead, google, 'sheet-1', now, MINUTE)).toEqual({ kind: 'claimed' });
      expect(await store.claimDestination(lead, google, 'sheet-1', now + 1, MINUTE)).toEqual({ kind: 'refused', value: undefined });
      expect(await store.claimDestination(lead, google, 'sheet-2', now + 1, MINUTE)).toEqual({ kind: 'claimed' });
      await store.recordDestination(lead, google, 'sheet-1', 'ok');
      expect(await store.claimDestination(lead, google, 'sheet-1', now + 2, MINUTE)).toEqual({ kind: 'claimed' });
      await store.setChannelStatus(lead, 'google', 'Добавлены новые данные в таблицу');
      expect((await store.getLead(lead))?.statusSend?.google).toBe('Добавлены новые данные в таблицу');
    });

    it('starts the statuses of a lead written without them, and drops destinations no longer configured', async () => {
      const { store, newLead } = await subject();
      const lead = await newLead(undefined);
      await store.ensureStatusMap(lead, { attribute: 'telegramm' });
      expect((await store.getLead(lead))?.statusSend).toEqual({ telegramm: {} });
      const telegram = { attribute: 'telegramm' } as const;
      await store.claimDestination(lead, telegram, '-100', Date.now(), MINUTE);
      await store.claimDestination(lead, telegram, '-200', Date.now(), MINUTE);
      await store.dropDestinations(lead, 'telegramm', ['-200']);
      expect((await store.getLead(lead))?.statusSend?.telegramm).toEqual({ '-100': DELIVERY_PENDING });
    });

    it('claims a remote step under a lease; after a lost answer it may be done; once done it is never claimed again', async () => {
      const { store, newLead } = await subject();
      const lead = await newLead({ amo: {} });
      const key = { userId: lead.userId, leadId: lead.id, channel: 'amo', destination: 'entry-1' };
      const now = Date.now();
      const first = await store.steps.claim(key, 'deal', now, now + MINUTE);
      expect(first).toEqual({ kind: 'claimed', token: expect.any(String), maybeDone: false });
      expect(await store.steps.claim(key, 'deal', now + 1, now + MINUTE)).toEqual({ kind: 'busy' });
      expect(await store.steps.claim(key, 'note', now + 1, now + MINUTE)).toMatchObject({ kind: 'claimed', maybeDone: false });

      // The call's answer was lost: the step may be claimed at once, by someone who looks first.
      await store.steps.endLease(key, 'deal', first.kind === 'claimed' ? first.token : '');
      const again = await store.steps.claim(key, 'deal', now + 2, now + MINUTE);
      expect(again).toMatchObject({ kind: 'claimed', maybeDone: true });
      // A stale token changes nothing.
      await store.steps.release(key, 'deal', first.kind === 'claimed' ? first.token : '');
      expect(await store.steps.claim(key, 'deal', now + 3, now + MINUTE)).toEqual({ kind: 'busy' });

      await store.steps.record(key, 'deal', '4242');
      expect(await store.steps.claim(key, 'deal', now + 2 * MINUTE, now + 3 * MINUTE)).toEqual({ kind: 'done', result: '4242' });
      expect(await store.steps.done(key)).toEqual({ deal: '4242' });
    });

    it('a step that failed for sure is released: claimed afresh, nothing to look for', async () => {
      const { store, newLead } = await subject();
      const lead = await newLead({ mis: {} });
      const key = { userId: lead.userId, leadId: lead.id, channel: 'mis', destination: 'entry-2' };
      const now = Date.now();
      const claim = await store.steps.claim(key, 'appointment', now, now + MINUTE);
      await store.steps.release(key, 'appointment', claim.kind === 'claimed' ? claim.token : '');
      expect(await store.steps.claim(key, 'appointment', now + 1, now + MINUTE)).toMatchObject({ kind: 'claimed', maybeDone: false });
      expect(await store.steps.done(key)).toEqual({});
    });
  });
}
