// Issue 13 §1: the product writes only where the destination's owner proved it. A Telegram group is
// connected by a one-time code arriving in it (the fake posts the update to the webhook), never by a
// typed id; an address gets lead mail only after its confirmation link is opened; the test message is
// limited per group and per clinic.
import { EMAIL_UNCONFIRMED_STATUS } from '../../shared/integrations/channels/email';
import { testRuntime } from '../../infra/local/testing/runtime';
import { confirmationLinkTo, openConfirmationLink } from '../../infra/local/seed-integrations';
import { api, versionOf } from './api';
import {
  addProvenDestinations,
  allLeads,
  CONFIRMATION_SUBJECT,
  closeTestClients,
  connectTelegramGroup,
  fakeMessages,
  mailsTo,
  newClinic,
  postTelegramUpdate,
  putIntegrations,
  ticketOf,
  uniqueGroupId,
  waitFor,
  type TestClinic,
} from './leads-support';

afterAll(closeTestClients);

describe('a Telegram group', () => {
  it('cannot be added by a typed id: another clinic cannot make the bot write to it', async () => {
    const owner = await newClinic();
    const intruder = await newClinic();
    const group = uniqueGroupId();
    await addProvenDestinations(owner, { telegram: [{ id: group, name: 'Администраторы' }] });

    const typed = await api('PUT', '/api/integration', {
      token: intruder.token,
      body: { version: 0, telegram: [{ id: group, name: 'Чужая' }] },
    });
    expect(typed.status).toBe(422);
    expect(typed.body.error.message).toMatch(/нельзя добавить по id/);
    expect((await api('GET', '/api/integration', { token: intruder.token })).body.telegram).toEqual([]);

    const test = await api('POST', '/api/integration/telegram/test', { token: intruder.token, body: { id: group } });
    expect(test.status).toBe(404);
    const lead = await api('POST', '/api/ticket', { body: ticketOf(intruder.clinicId, { comment: 'Фишинг: перейдите по ссылке' }) });
    expect(lead.status).toBe(201);
    await waitFor('the intruder’s lead is settled', async () => (await allLeads(intruder))[0]?.statusSend.telegramm !== undefined);
    expect((await fakeMessages(group)).filter((message) => message.text.includes('Фишинг'))).toEqual([]);
    expect((await fakeMessages(group)).filter((message) => message.text.includes('Тестовое'))).toEqual([]);
  });

  it('connects by its one-time code: the webhook takes the id and title from the update, once', async () => {
    const clinic = await newClinic();
    const issued = await api('POST', '/api/integration/telegram/code', { token: clinic.token });
    expect(issued.status).toBe(201);
    expect(issued.body.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(issued.body.link).toBe(`${telegramLinkBase()}/${issued.body.botUsername}?startgroup=${issued.body.code}`);
    const status = () => api('GET', `/api/integration/telegram/code?code=${issued.body.code}`, { token: clinic.token });
    expect((await status()).body).toEqual({ status: 'waiting' });
    // Another clinic cannot read how someone else's code ended.
    expect((await api('GET', `/api/integration/telegram/code?code=${issued.body.code}`, { token: (await newClinic()).token })).status).toBe(
      404,
    );

    const group = uniqueGroupId();
    const text = `/start@${issued.body.botUsername} ${issued.body.code}`;
    expect(await postTelegramUpdate({ id: group, type: 'supergroup', title: 'Ресепшн «Улыбки»' }, text)).toBe(200);
    expect((await status()).body).toEqual({ status: 'connected', group: { id: group, name: 'Ресепшн «Улыбки»' } });
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.telegram).toEqual([
      expect.objectContaining({ id: group, name: 'Ресепшн «Улыбки»', active: true, confirmed: true }),
    ]);
    expect((await fakeMessages(group, true))[0]!.text).toContain('Группа подключена');

    // The same code in a second group connects nothing and says why.
    const other = uniqueGroupId();
    expect(await postTelegramUpdate({ id: other, type: 'group', title: 'Другая' }, text)).toBe(200);
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.telegram).toHaveLength(1);
    expect((await fakeMessages(other, true))[0]!.text).toMatch(/Код не подошёл/);

    const sent = await api('POST', '/api/integration/telegram/test', { token: clinic.token, body: { id: group } });
    expect(sent.status).toBe(200);
  });

  it('is not connected from a private chat, and the webhook refuses a call without Telegram’s secret', async () => {
    const clinic = await newClinic();
    const chat = String(Date.now() % 1e9);
    expect(await connectTelegramGroup(clinic, chat, 'Личка', 'private')).toBe(200);
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.telegram).toEqual([]);

    const issued = await api('POST', '/api/integration/telegram/code', { token: clinic.token });
    const forged = {
      update_id: 1,
      message: { chat: { id: Number(uniqueGroupId()), type: 'supergroup', title: 'Поддельная' }, text: `/start ${issued.body.code}` },
    };
    const unsigned = await api('POST', '/api/telegram/webhook', { body: forged });
    expect(unsigned.status).toBe(401);
    const wrong = await api('POST', '/api/telegram/webhook', {
      body: forged,
      headers: { 'x-telegram-bot-api-secret-token': 'x'.repeat(64) },
    });
    expect(wrong.status).toBe(401);
    expect((await api('GET', `/api/integration/telegram/code?code=${issued.body.code}`, { token: clinic.token })).body.status).toBe(
      'waiting',
    );
  });

  it('gets test messages only within its allowance: 2 a minute per group, with a Russian 429 and the wait', async () => {
    const clinic = await newClinic();
    const group = uniqueGroupId();
    await addProvenDestinations(clinic, { telegram: [{ id: group, name: 'Группа' }] });
    const send = () => api('POST', '/api/integration/telegram/test', { token: clinic.token, body: { id: group } });
    // Fixed one-minute windows: the sends may straddle a window's end, so at most two windows' worth pass.
    let sent = 0;
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let attempt = 0; attempt < 5 && !refused; attempt++) {
      const answer = await send();
      if (answer.status === 200) sent += 1;
      else refused = answer;
    }
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(sent).toBeLessThanOrEqual(4);
    expect(refused!.status).toBe(429);
    expect(refused!.body.error.message).toMatch(/Следующее можно отправить через \d+ (с|мин)/);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fakeMessages(group)).filter((message) => message.text.includes('Тестовое'))).toHaveLength(sent);
  });
});

describe('an e-mail address', () => {
  async function leadStatus(clinic: TestClinic, address: string): Promise<string> {
    const [lead] = await waitFor('the mail status is final', async () => {
      const leads = await allLeads(clinic);
      const value = (leads[0]?.statusSend.mail as Record<string, string> | undefined)?.[address];
      return value !== undefined && value !== 'отправляется' && leads;
    });
    return (lead!.statusSend.mail as Record<string, string>)[address]!;
  }

  it('gets no lead mail until its owner opens the confirmation link; the lead says why', async () => {
    const clinic = await newClinic();
    const stranger = `stranger-${Date.now()}@mail.test`;
    // A client cannot claim the address is confirmed.
    const saved = await putIntegrations(clinic, { email: [{ text: stranger, confirmed: true }] });
    expect(saved.email).toEqual([expect.objectContaining({ text: stranger, active: true, confirmed: false })]);

    const first = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { comment: 'Фишинг' }) });
    expect(first.status).toBe(201);
    expect(await leadStatus(clinic, stranger)).toBe(EMAIL_UNCONFIRMED_STATUS);
    expect(await mailsTo(stranger)).toEqual([]);
    const [confirmation] = await mailsTo(stranger, true);
    expect(confirmation!.subject).toBe(CONFIRMATION_SUBJECT);
    expect(confirmation!.body.text).toContain('просто удалите это письмо');
    // The token rides in the fragment: no server (nor CloudFront's access log) receives it with the page.
    expect(confirmation!.body.text).toMatch(/\/email\/confirm#token=[\w-]{20,}/);
    expect(confirmation!.body.text).not.toContain('?token=');

    // A mail scanner follows the link (and tries the API with a GET): nothing is confirmed by that.
    const { pageUrl, token } = await confirmationLinkTo(testRuntime().mailboxUrl, stranger);
    await fetch(new URL(pageUrl, testRuntime().appUrl));
    expect((await fetch(new URL(`/api/integration/email/confirm?token=${token}`, testRuntime().appUrl))).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.email[0]).toMatchObject({ confirmed: false });

    const opened = await openConfirmationLink(testRuntime().mailboxUrl, stranger, testRuntime().appUrl);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ address: stranger, clinic: expect.any(String) });
    const again = await openConfirmationLink(testRuntime().mailboxUrl, stranger, testRuntime().appUrl);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { message: string } }).error.message).toContain('Ссылка устарела или уже использована');
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.email[0]).toMatchObject({ confirmed: true });

    await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientFullName: 'После подтверждения' }) });
    await waitFor('the lead is mailed', async () => (await mailsTo(stranger)).length === 1);
  });

  it('gets a letter whose words are fixed; the clinic’s name is shown as data, with nothing a mail client could link (issue 21 §5)', async () => {
    const clinic = await newClinic();
    const name = 'Срочно! Перейдите на https://evil.example/login или www.evil.ru, пишите help@evil.ru';
    const saved = await api('PUT', '/api/clinic', {
      token: clinic.token,
      body: { version: await versionOf('/api/clinic', clinic.token), clinic: name },
    });
    expect(saved.status).toBe(200);
    const address = `named-${Date.now()}@mail.test`;
    await putIntegrations(clinic, { email: [{ text: address }] });
    const [letter] = await waitFor('the confirmation letter', async () => {
      const mails = await mailsTo(address, true);
      return mails.length > 0 && mails;
    });
    const text = letter!.body.text!;
    const html = letter!.body.html!;
    const link = /https?:\/\/\S+\/email\/confirm\S*/.exec(text)![0];
    // The name is there, readable, but with no URL, domain or address a linker would match.
    const linkable = /https?:\/\/\w|www\.\w|[a-z0-9-]+\.[a-z]{2,}|[\w.+-]+@[\w-]+\.[a-z]{2,}/i;
    expect(text.replaceAll('\u200B', '')).toContain(name);
    expect(text.replace(link, '')).not.toMatch(linkable);
    expect(html.replace(/<a href="[^"]*">Подтвердить адрес<\/a>/, '').replace(/<[^>]+>/g, ' ')).not.toMatch(linkable);
    expect(html.match(/<a /g)).toHaveLength(1);
    // The words around it do not depend on the name: the clinic's text speaks only on its own line.
    const [before] = text.split('Название клиники');
    expect(before).not.toContain('Срочно');
    expect(before).toContain('Этот адрес указали в кабинете клиники в сервисе ДентЛид');
  });

  it('is mailed its link again on request, within 3 an hour, and not once it is confirmed', async () => {
    const clinic = await newClinic();
    // The allowance counts per clock hour: a run that straddles an hour's end starts over with a new address.
    const clockHour = () => Math.floor(Date.now() / 3_600_000);
    const tryOnce = async () => {
      const hour = clockHour();
      const address = `resend-${Date.now()}@mail.test`;
      await putIntegrations(clinic, { email: [{ text: address }] });
      const resend = () => api('POST', '/api/integration/email/confirmation', { token: clinic.token, body: { address } });
      const answers = [await resend(), await resend(), await resend()];
      return { address, resend, answers, sameHour: clockHour() === hour };
    };
    let run = await tryOnce();
    if (!run.sameHour) run = await tryOnce();
    const { address, resend } = run;
    const [first, second, refused] = run.answers;
    expect(first!.body).toEqual({ ok: true, sentTo: address });
    expect(second!.status).toBe(200);
    expect(refused!.status).toBe(429);
    // Near the hour's end the wait is in seconds.
    expect(refused!.body.error.message).toMatch(/Повторить можно через \d+ (с|мин)/);
    expect(await mailsTo(address, true)).toHaveLength(3);

    expect(
      (await api('POST', '/api/integration/email/confirmation', { token: clinic.token, body: { address: 'x@mail.test' } })).status,
    ).toBe(404);
    await openConfirmationLink(testRuntime().mailboxUrl, address, testRuntime().appUrl);
    expect((await resend()).status).toBe(409);
  });
});

function telegramLinkBase(): string {
  return `${testRuntime().fakes!.telegram}/__fake/t.me`;
}
