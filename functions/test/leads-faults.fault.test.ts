// The lead pipeline under faults. The test runtime paces retries in seconds (LEAD_RETRY_* in
// infra/local/testing/global-setup.ts: first redelivery after ~1 s, capped at 2 s), and each test
// uses its own Telegram groups, so the faults switched on in the fake touch no other test.
import { api } from './api';
import {
  allLeads,
  closeTestClients,
  deadLetterLeadIds,
  fakeControl,
  fakeMessages,
  mailsTo,
  newClinic,
  addProvenDestinations,
  ticketOf,
  uniqueGroupId,
  waitFor,
} from './leads-support';

afterAll(closeTestClients);

async function postAll<T>(items: T[], concurrency: number, post: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await post(items[next++]!);
    }),
  );
}

/** Enough leads to meet every kind of fault many times (30% failures, 429s, the per-chat limit) in one run. */
const LEADS = 80;

describe('delivery under faults', () => {
  it(`delivers ${LEADS} leads to every destination while Telegram fails 30% of calls and rate-limits, repeating none but a lost answer`, async () => {
    const started = Date.now();
    const clinic = await newClinic();
    const groups = [uniqueGroupId(), uniqueGroupId()];
    const addresses = [`a-${Date.now()}@fault.test`, `b-${Date.now()}@fault.test`];
    await addProvenDestinations(clinic, { email: addresses, telegram: groups.map((id) => ({ id, name: 'Группа' })) });
    // 30% random 500s, 5% random 429s, and the per-chat limit scaled from 20/min to 20/s.
    await fakeControl('faults', {
      chatIds: groups,
      failureRatio: 0.3,
      rateLimitedRatio: 0.05,
      retryAfterSeconds: 1,
      perChatLimit: 20,
      windowMs: 1000,
    });

    const run = Date.now().toString(36);
    const names = Array.from({ length: LEADS }, (_, index) => `Пациент ${run}-${index}`);
    await postAll(names, 10, async (name) => {
      const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: name }) });
      if (answer.status !== 201) throw new Error(`POST /api/ticket: ${answer.status} ${JSON.stringify(answer.body)}`);
    });
    const stored = Date.now();

    const leads = await waitFor(
      'every status ok',
      async () => {
        const current = await allLeads(clinic);
        const done = current.filter(
          (lead) =>
            addresses.every((a) => lead.statusSend.mail?.[a] === 'ok') && groups.every((g) => lead.statusSend.telegramm?.[g] === 'ok'),
        );
        return done.length === LEADS && current;
      },
      { timeoutMs: 180_000, everyMs: 1000 },
    );
    const delivered = Date.now();

    expect(leads).toHaveLength(LEADS);
    for (const group of groups) {
      const messages = await fakeMessages(group);
      // A failed call sends nothing, so no lead is repeated, unless a send was delivered and its answer
      // never reached the consumer (it gave up waiting on a loaded machine): then exactly one more copy.
      for (const name of names) {
        const copies = messages.filter((message) => message.text.includes(`${name}\n`));
        expect(copies.length).toBe(copies.filter((copy) => copy.answerLost).length + 1);
      }
      expect(messages.length).toBe(LEADS + messages.filter((message) => message.answerLost).length);
    }
    for (const address of addresses) {
      const subjects = (await mailsTo(address)).map((mail) => mail.subject);
      expect(subjects).toHaveLength(LEADS);
      expect(new Set(subjects).size).toBe(LEADS);
    }
    const stats = (await (await fetch(`${(await import('./leads-support')).telegramFakeUrl()}/__fake/stats`)).json()) as Record<
      string,
      number
    >;
    process.stdout.write(
      `\n[fault test] ${LEADS} leads × (2 mail + 2 telegram): stored in ${((stored - started) / 1000).toFixed(1)} s, ` +
        `all delivered ${((delivered - stored) / 1000).toFixed(1)} s later; fake totals so far: ${JSON.stringify(stats)}\n`,
    );
  }, 240_000);

  it('delivers at least once, and a lead is repeated only as often as its answer was lost after delivery', async () => {
    const clinic = await newClinic();
    const group = uniqueGroupId();
    await addProvenDestinations(clinic, { telegram: [{ id: group, name: 'Группа' }] });
    // One message in five is delivered but its answer never comes back: the consumer cannot tell it
    // from a failure, so it sends again. That, and a process dying between sending and recording, is
    // the only way a destination sees a lead twice (docs/lead-pipeline.md).
    await fakeControl('faults', { chatIds: [group], lostAnswerRatio: 0.2, perChatLimit: 1000, windowMs: 1000 });

    const run = Date.now().toString(36);
    const names = Array.from({ length: 30 }, (_, index) => `Дубль ${run}-${index}`);
    await postAll(names, 10, async (name) => {
      const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: name }) });
      if (answer.status !== 201) throw new Error(`POST /api/ticket: ${answer.status} ${JSON.stringify(answer.body)}`);
    });
    await waitFor(
      'every lead delivered to the group',
      async () => {
        const current = await allLeads(clinic);
        return current.length === names.length && current.every((lead) => lead.statusSend.telegramm?.[group] === 'ok');
      },
      { timeoutMs: 120_000, everyMs: 1000 },
    );

    const messages = await fakeMessages(group);
    const ofLead = (name: string) => messages.filter((message) => message.text.includes(`${name}\n`));
    for (const name of names) {
      const copies = ofLead(name);
      // Each lost answer made exactly one more copy; the last copy's answer arrived.
      expect(copies.length).toBe(copies.filter((copy) => copy.answerLost).length + 1);
      expect(copies.at(-1)!.answerLost).toBeUndefined();
    }
    const duplicates = messages.length - names.length;
    expect(duplicates).toBe(messages.filter((message) => message.answerLost).length);
    process.stdout.write(
      `\n[fault test] ${names.length} leads, ${duplicates} answers lost after delivery → ${duplicates} duplicates, 0 lost\n`,
    );
  }, 150_000);

  it('ends with failed statuses and messages in the DLQ when Telegram is down for good, and resend delivers after recovery', async () => {
    const clinic = await newClinic();
    const group = uniqueGroupId();
    const address = `down-${Date.now()}@fault.test`;
    await addProvenDestinations(clinic, { email: [address], telegram: [{ id: group, name: 'Группа' }] });
    await fakeControl('faults', { chatIds: [group], down: true });

    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: `Недоставка ${index}` }) });
      ids.push(answer.body.id);
    }
    const failed = await waitFor(
      'telegram statuses failed for good',
      async () => {
        const current = await allLeads(clinic);
        return current.every((lead) => lead.statusSend.telegramm?.[group]?.startsWith('не доставлено после 8 попыток')) && current;
      },
      { timeoutMs: 90_000, everyMs: 1000 },
    );
    expect(failed.every((lead) => lead.statusSend.mail?.[address] === 'ok')).toBe(true);
    const dead = await waitFor(
      'the messages in the DLQ',
      async () => {
        const inDlq = await deadLetterLeadIds('leadTelegram');
        return ids.every((id) => inDlq.has(id)) && inDlq;
      },
      { timeoutMs: 30_000, everyMs: 1000 },
    );
    expect(ids.every((id) => dead.has(id))).toBe(true);
    expect(await fakeMessages(group)).toEqual([]);

    await fakeControl('faults', { chatIds: [group], down: false });
    for (const id of ids) {
      const resent = await api('POST', '/api/ticket/resend', { token: clinic.token, body: { id, channel: 'telegram' } });
      expect(resent.status).toBe(200);
      expect(resent.body.statusSend.telegramm[group]).toBe('отправляется');
    }
    await waitFor(
      'telegram ok after resend',
      async () => (await allLeads(clinic)).every((lead) => lead.statusSend.telegramm?.[group] === 'ok'),
      { timeoutMs: 30_000 },
    );
    expect(await fakeMessages(group)).toHaveLength(3);
    expect(await mailsTo(address)).toHaveLength(3);
  }, 150_000);

  it('treats a kicked bot as final at once, and follows a migrated group saving its new id', async () => {
    const clinic = await newClinic();
    const kicked = uniqueGroupId();
    const old = uniqueGroupId();
    const moved = uniqueGroupId();
    await addProvenDestinations(clinic, {
      telegram: [
        { id: kicked, name: 'Выгнали' },
        { id: old, name: 'Переехала' },
      ],
    });
    await fakeControl('chats', { id: kicked, state: 'kicked' });
    await fakeControl('chats', { id: old, state: 'migrated', migrateTo: moved });

    const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: 'Переезд' }) });
    expect(answer.status).toBe(201);
    const [lead] = await waitFor('both groups settled', async () => {
      const current = await allLeads(clinic);
      const status = current[0]?.statusSend.telegramm ?? {};
      return status[moved] === 'ok' && status[kicked] !== 'отправляется' && current;
    });
    expect(lead!.statusSend.telegramm).toEqual({
      [moved]: 'ok',
      [kicked]: expect.stringContaining('Бот удалён из группы или не состоит в ней (403)'),
    });
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.telegram.map((entry: { id: string }) => entry.id)).toEqual([
      kicked,
      moved,
    ]);
    expect(await fakeMessages(moved)).toHaveLength(1);
  });
});
