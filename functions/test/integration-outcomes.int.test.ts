// Integration cards tell the truth and lead statuses name their destinations (issue 22 §2), end to end over
// the emulators, the Telegram fake and the amoCRM fake: each entry's last lead is stored with the
// integrations' answer, and an entry whose last lead failed (the bot removed from its group, amoCRM access
// revoked) is no longer «Активна» by the cabinet's rule; the lead list names the group and the account.
import { integrationBadge } from '../../shared/domain/integration-badge';
import { entryValue } from '../../shared/domain/integrations';
import type { IntegrationKind } from '../../shared/schemas/integrations';
import { api } from './api';
import { amoControl, connectAmo, type ConnectedAmo } from './amo-support';
import {
  addProvenDestinations,
  allLeads,
  closeTestClients,
  fakeControl,
  newClinic,
  ticketOf,
  uniqueGroupId,
  waitFor,
  type TestClinic,
} from './leads-support';

afterAll(closeTestClients);

async function bookRequest(clinic: TestClinic, name: string): Promise<string> {
  const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: name }) });
  if (answer.status !== 201) throw new Error(`POST /api/ticket: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

/** The lead once its Telegram and amoCRM statuses are final. */
async function settled(clinic: TestClinic, leadId: string, group: string, amoId: string) {
  return waitFor(`lead ${leadId} delivered or refused on Telegram and amoCRM`, async () => {
    const lead = (await allLeads(clinic)).find((candidate) => candidate._id === leadId);
    const telegram = lead?.statusSend.telegramm?.[group];
    const amo = lead?.statusSend.amo?.[amoId];
    const final = (value: string | undefined) => value !== undefined && !value.startsWith('отправляется');
    return final(telegram) && final(amo) && lead;
  });
}

/** Each card's badge as the cabinet draws it, from GET /api/integration. */
async function badges(clinic: TestClinic, ids: Record<string, IntegrationKind>) {
  const { body } = await api('GET', '/api/integration', { token: clinic.token });
  return Object.fromEntries(
    Object.entries(ids).map(([id, kind]) => {
      const entry = (body[kind] as Array<Record<string, unknown> & { _id: string }>).find((candidate) => candidate._id === id)!;
      const badge = integrationBadge(
        {
          kind,
          active: entry.active === true,
          confirmed: entry.confirmed === true,
          destination: entryValue(kind, entry),
          error: typeof entry.error === 'string' ? entry.error : '',
          ...(body.outcomes?.[id] ? { outcome: body.outcomes[id] } : {}),
        },
        Date.now(),
      );
      return [kind, badge];
    }),
  );
}

describe('integration cards and lead statuses (issue 22 §2)', () => {
  let clinic: TestClinic;
  let amo: ConnectedAmo;
  let telegramId: string;
  const group = uniqueGroupId();

  beforeAll(async () => {
    clinic = await newClinic();
    const saved = await addProvenDestinations(clinic, { telegram: [{ id: group, name: 'Регистратура' }] });
    telegramId = saved.telegram[0]._id;
    amo = await connectAmo(clinic);
  });

  it('a card is «Активна» with its last lead and time once a lead arrived; the statuses name the group and account', async () => {
    const leadId = await bookRequest(clinic, 'Первая Заявка');
    const lead = await settled(clinic, leadId, group, amo.id);
    expect(lead.statusSend.telegramm?.[group]).toBe('ok');

    const { body } = await api('GET', '/api/integration', { token: clinic.token });
    expect(body.outcomes[telegramId]).toMatchObject({ delivery: { ok: true, destination: group }, timeZone: 'Europe/Moscow' });
    expect(body.outcomes[amo.id]).toMatchObject({ delivery: { ok: true } });
    const cards = await badges(clinic, { [telegramId]: 'telegram', [amo.id]: 'amoCrm' });
    expect(cards.telegram).toMatchObject({
      tone: 'active',
      text: 'Активна',
      lines: [expect.stringMatching(/^Последняя заявка \d\d\.\d\d\.\d{4}, \d\d:\d\d: доставлена$/)],
    });
    expect(cards.amoCrm).toMatchObject({ tone: 'active', text: 'Активна' });

    // The list names each destination; no status shows a raw id.
    const page = await api('GET', '/api/ticket/user', { token: clinic.token });
    expect(page.body.destinations[group]).toBe('Регистратура');
    expect(page.body.destinations[amo.id]).toMatch(/^amoCRM «.+»$/);
  });

  it('the bot removed from its group and amoCRM access revoked: the cards say «Ошибка» and «Нет доступа», with the lead that failed', async () => {
    await fakeControl('chats', { id: group, state: 'kicked' });
    await amoControl('revoke', { host: amo.host });
    const leadId = await bookRequest(clinic, 'Вторая Заявка');
    const lead = await settled(clinic, leadId, group, amo.id);
    expect(lead.statusSend.amo?.[amo.id]).toBe('Необходимо пересоздать интеграцию');

    const cards = await waitFor('both cards to show the failure', async () => {
      const current = await badges(clinic, { [telegramId]: 'telegram', [amo.id]: 'amoCrm' });
      return current.telegram!.tone === 'failed' && current.amoCrm!.tone === 'failed' && current;
    });
    expect(cards.telegram).toMatchObject({
      text: 'Ошибка',
      lines: [expect.stringMatching(/^Заявка \d\d\.\d\d\.\d{4}, \d\d:\d\d не доставлена: .+/)],
    });
    expect(cards.amoCrm).toMatchObject({
      text: 'Нет доступа',
      lines: [expect.stringMatching(/не доставлена: Необходимо пересоздать интеграцию$/)],
    });

    // The bot added back and a test message sent: the group's card is «Активна» again.
    await fakeControl('chats', { id: group, state: 'ok' });
    expect((await api('POST', '/api/integration/telegram/test', { token: clinic.token, body: { id: group } })).status).toBe(200);
    const healed = await badges(clinic, { [telegramId]: 'telegram' });
    expect(healed.telegram).toMatchObject({
      tone: 'active',
      text: 'Активна',
      lines: [expect.stringMatching(/^Проверка .+: доступ есть$/)],
    });
  });

  it('one clinic never sees another’s outcomes or names', async () => {
    const other = await newClinic();
    const { body } = await api('GET', '/api/integration', { token: other.token });
    expect(body.outcomes ?? {}).toEqual({});
    const page = await api('GET', '/api/ticket/user', { token: other.token });
    expect(page.body.destinations).toEqual({});
  });
});
