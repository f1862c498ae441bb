// The Telegram fake against the Bot API's documentation (core.telegram.org/bots/api#sendmessage and
// #responseparameters; the Bots FAQ core.telegram.org/bots/faq: what a bot in privacy mode gets, and the
// limits: 20 messages a minute to a group, about 30 a second from a bot), and our sendMessage client
// against the fake (docs/integrations.md § Telegram Bot API).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendTelegramMessage } from '../../../../functions/telegram/send-message';
import { FAKE_BOT_USERNAME, FAKE_TELEGRAM_TOKEN, startTelegramFake, type TelegramFake } from './server';

let fake: TelegramFake;
let webhook: Server;
/** The texts the bot's webhook was given, in order. */
const received: string[] = [];

beforeAll(async () => {
  fake = await startTelegramFake();
  webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push((JSON.parse(body) as { message: { text: string } }).message.text);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  process.env.TELEGRAM_API_URL = fake.url;
  process.env.TELEGRAM_BOT_TOKEN = FAKE_TELEGRAM_TOKEN;
});
afterAll(async () => {
  delete process.env.TELEGRAM_API_URL;
  delete process.env.TELEGRAM_BOT_TOKEN;
  await fake.stop();
  await new Promise((resolve) => webhook.close(resolve));
});
beforeEach(async () => {
  received.length = 0;
  await control('reset', {});
  await bot('setWebhook', { url: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`, secret_token: 's'.repeat(32) });
});

async function control(path: string, body: object) {
  const response = await fetch(`${fake.url}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, any>;
}
async function bot(method: string, body: object, token = FAKE_TELEGRAM_TOKEN) {
  const response = await fetch(`${fake.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
/** A person's message in a chat: whether Telegram gave it to the bot. */
const say = async (chat: object, text: string, extra: object = {}) =>
  (await control('updates', { chat, text, ...extra })).delivered as boolean;

const group = (id: string) => ({ id, type: 'supergroup', title: 'Регистратура' });
const CODE = 'ABCDEFGH23';

describe('the Telegram fake answers as the Bot API does', () => {
  it('answers sendMessage with {ok, result} and refusals with {ok:false, error_code, description, parameters}', async () => {
    expect(await bot('sendMessage', { chat_id: '-1001', text: '<b>Заявка</b>', parse_mode: 'HTML' })).toEqual({
      status: 200,
      body: { ok: true, result: expect.objectContaining({ message_id: expect.any(Number), chat: expect.objectContaining({ id: -1001 }) }) },
    });
    expect(await bot('sendMessage', { chat_id: '-1001', text: 'x' }, '1:wrong')).toMatchObject({
      status: 401,
      body: { ok: false, error_code: 401 },
    });
    expect((await bot('sendMessage', { chat_id: '-1001', text: '<b>Заявка', parse_mode: 'HTML' })).body).toMatchObject({
      ok: false,
      error_code: 400,
      description: expect.stringMatching(/can't parse entities/),
    });
    await control('chats', { id: '-1002', state: 'migrated', migrateTo: '-1009' });
    expect((await bot('sendMessage', { chat_id: '-1002', text: 'x' })).body).toMatchObject({
      error_code: 400,
      parameters: { migrate_to_chat_id: -1009 },
    });
    await control('chats', { id: '-1003', state: 'kicked' });
    expect((await bot('sendMessage', { chat_id: '-1003', text: 'x' })).status).toBe(403);
  });

  it('allows 20 messages a minute to one group, then 429 with retry_after', async () => {
    for (let sent = 0; sent < 20; sent++) expect((await bot('sendMessage', { chat_id: '-1004', text: `${sent}` })).status).toBe(200);
    const refused = await bot('sendMessage', { chat_id: '-1004', text: 'ещё' });
    expect(refused).toMatchObject({ status: 429, body: { error_code: 429, parameters: { retry_after: expect.any(Number) } } });
    expect(refused.body.parameters.retry_after).toBeGreaterThanOrEqual(1);
  });

  it('allows about 30 messages a second from the bot across chats, then 429 with retry_after', async () => {
    await control('faults', { botWindowMs: 60_000 });
    const statuses = [];
    for (let chat = 0; chat < 31; chat++) statuses.push((await bot('sendMessage', { chat_id: `-200${chat}`, text: 'x' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('gives a bot in privacy mode only the group messages the Bots FAQ lists', async () => {
    const chat = group('-1005');
    // A plain /start in a group the bot never wrote to: withheld; addressed to the bot: given.
    expect(await say(chat, `/start ${CODE}`)).toBe(false);
    expect(await say(chat, `/start@${FAKE_BOT_USERNAME} ${CODE}`)).toBe(true);
    expect(await say(chat, `/start@other_bot ${CODE}`)).toBe(false);
    expect(await say(chat, 'Привет всем')).toBe(false);
    // Once this bot wrote last in the group, a general command reaches it, until another bot writes.
    await bot('sendMessage', { chat_id: chat.id, text: 'Группа подключена' });
    expect(await say(chat, `/start ${CODE}`)).toBe(true);
    expect(await say(chat, 'Новости', { from: { is_bot: true, username: 'news_bot' } })).toBe(false);
    expect(await say(chat, `/start ${CODE}`)).toBe(false);
    expect(await say(chat, 'ответ боту', { replyToBot: true })).toBe(true);
    // In a private chat everything arrives; with privacy mode off, every group message does.
    expect(await say({ id: '4242', type: 'private' }, 'привет')).toBe(true);
    await control('bot', { privacyMode: false });
    expect(await say(chat, 'Привет всем')).toBe(true);
    expect(received).toEqual([`/start@${FAKE_BOT_USERNAME} ${CODE}`, `/start ${CODE}`, 'ответ боту', 'привет', 'Привет всем']);
  });
});

describe('our sendMessage client against the fake', () => {
  it('sends HTML, and reads a 429 as a wait of retry_after, a migration as the new id, a kicked bot as final', async () => {
    expect(await sendTelegramMessage('-1006', '<b>Новая заявка</b>')).toMatchObject({ kind: 'sent' });
    await control('faults', { chatIds: ['-1007'], rateLimitedRatio: 1, retryAfterSeconds: 7 });
    expect(await sendTelegramMessage('-1007', 'x')).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 7 });
    await control('chats', { id: '-1008', state: 'migrated', migrateTo: '-1009' });
    expect(await sendTelegramMessage('-1008', 'x')).toEqual({ kind: 'migrated', newChatId: '-1009' });
    await control('chats', { id: '-1010', state: 'kicked' });
    expect(await sendTelegramMessage('-1010', 'x')).toMatchObject({ kind: 'permanent', botRemoved: true });
  });
});
