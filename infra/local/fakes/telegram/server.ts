// A local fake of the Telegram Bot API (docs/integrations.md § Telegram Bot API) on node:http, for tests and `npm start`:
//   POST /bot<token>/sendMessage  {chat_id, text, parse_mode}  the real answers: 401 for a wrong token,
//        400 "can't parse entities" for bad HTML, 400 "message is too long" past 4096 characters,
//        429 + parameters.retry_after past 20 a minute to one group or about 30 a second from the bot,
//        400 + parameters.migrate_to_chat_id for a migrated group, 403 for a kicked bot, 400 "chat not found";
//        and the injected faults.
//   GET  /bot<token>/getMe
//   POST /bot<token>/setWebhook {url, secret_token}, GET getWebhookInfo, POST deleteWebhook: where updates go
// Updates (what a person does in Telegram), posted to the registered webhook with its secret header, but in a
// group only what Telegram gives a bot in privacy mode, the default (core.telegram.org/bots/faq#what-messages-will-my-bot-get):
// a command meant for it (/start@<bot>), a general command (/start) only if it was the last bot to write in
// the group, a reply to it; never another bot's message. POST /__fake/bot {privacyMode: false} turns it off.
//   POST /__fake/updates  {chat: {id, type?, title?}, text, from?: {is_bot, username}, replyToBot?}
//        a message in a chat; answers whether it was delivered and the webhook's status
//   GET  /__fake/t.me/<bot>?startgroup=<code>   the page a t.me startgroup link opens: "add the bot to a group"
//   POST /__fake/t.me/<bot>/add  (form: startgroup, title)  adds it: posts '/start@<bot> <code>' from a new group
// Inspection and control for tests (not part of Telegram):
//   GET  /__fake/messages[?chat_id=]   messages accepted, oldest first
//   GET  /__fake/stats                 calls, accepted, injected failures, lost answers, 429s
//   POST /__fake/faults  {chatIds?, failureRatio?, rateLimitedRatio?, lostAnswerRatio?, retryAfterSeconds?, down?,
//                         perChatLimit?, windowMs?}
//        without chatIds: the settings for every chat; with: for those chats only
//   POST /__fake/chats   {id, state: 'ok'|'migrated'|'kicked'|'missing', migrateTo?}
//   POST /__fake/bot     {privacyMode}   the bot's setting (BotFather's /setprivacy), on by default
//   POST /__fake/reset   forget messages, faults, chat states, counters and the bot's setting
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { holdIdleSockets } from '../../http/keep-alive';
import type { AddressInfo } from 'node:net';
import { checkTelegramHtml } from './html-entities';
import { addToGroupPage, addedToGroupPage } from './startgroup-page';
import { ChatRateLimiter, DEFAULT_FAULTS, WHOLE_BOT, type ChatState, type FaultSettings } from './faults';
import { sendHtml as html, sendJson as answer } from '../http-io';

export const FAKE_TELEGRAM_TOKEN = '123456789:FAKE-dentlead-local-bot-token';
export const FAKE_BOT_USERNAME = 'dentlead_bot';
const TEXT_LIMIT = 4096;

export interface FakeTelegramMessage {
  messageId: number;
  chatId: string;
  text: string;
  parseMode?: string;
  at: string;
  /** Delivered, but the sender never got the answer (an injected lostAnswerRatio fault). */
  answerLost?: boolean;
}

export interface TelegramFake {
  url: string;
  token: string;
  stop: () => Promise<void>;
}

interface Stats {
  calls: number;
  accepted: number;
  injectedFailures: number;
  lostAnswers: number;
  rateLimited: number;
  refused: number;
}

export async function startTelegramFake(options: { port?: number; token?: string } = {}): Promise<TelegramFake> {
  const token = options.token ?? FAKE_TELEGRAM_TOKEN;
  const messages: FakeTelegramMessage[] = [];
  let globalFaults: FaultSettings = { ...DEFAULT_FAULTS };
  const chatFaults = new Map<string, FaultSettings>();
  const chats = new Map<string, ChatState>();
  const limiter = new ChatRateLimiter();
  let stats: Stats = { calls: 0, accepted: 0, injectedFailures: 0, lostAnswers: 0, rateLimited: 0, refused: 0 };
  let nextMessageId = 1;
  let webhook: { url: string; secret?: string } | undefined;
  let nextUpdateId = 1;
  let nextGroupId = 1;
  let privacyMode = true;
  /** Per group: the username of the last bot that wrote in it (ours when sendMessage went there). */
  const lastBotIn = new Map<string, string>();

  /** Why Telegram would not give the bot this message, or undefined when it would. */
  const undelivered = (chat: { id: string; type: string }, text: string, from: Sender, replyToBot: boolean): string | undefined => {
    if (from.is_bot) {
      lastBotIn.set(chat.id, from.username.toLowerCase());
      return 'bots do not see messages from other bots';
    }
    if (chat.type === 'private' || chat.type === 'channel' || !privacyMode || replyToBot) return undefined;
    const command = /^\/\w+(?:@(\w+))?(?:\s|$)/.exec(text);
    if (command?.[1]) return command[1].toLowerCase() === FAKE_BOT_USERNAME ? undefined : 'a command for another bot';
    if (command)
      return lastBotIn.get(chat.id) === FAKE_BOT_USERNAME
        ? undefined
        : 'privacy mode: a general command, and this bot was not the last to write here';
    return 'privacy mode: neither a command nor a reply to the bot';
  };

  /** A person's message in a chat, as Telegram posts it to the bot's webhook (when it gives it to the bot at all). */
  const postUpdate = async (
    chat: { id: string; type: string; title: string },
    text: string,
    from: Sender = PERSON,
    replyToBot = false,
  ): Promise<[number, object]> => {
    if (!webhook) return [409, { ok: false, description: 'no webhook registered (setWebhook)' }];
    const withheld = undelivered(chat, text, from, replyToBot);
    if (withheld) return [200, { ok: true, delivered: false, reason: withheld, chatId: chat.id }];
    const update = {
      update_id: nextUpdateId++,
      message: {
        message_id: nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        from: { id: 777000, ...from },
        chat: { id: Number(chat.id), type: chat.type, ...(chat.type === 'private' ? {} : { title: chat.title }) },
        text,
        ...(text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] } : {}),
      },
    };
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(webhook.secret ? { 'x-telegram-bot-api-secret-token': webhook.secret } : {}) },
      body: JSON.stringify(update),
    });
    return [200, { ok: true, delivered: true, webhookStatus: response.status, webhookAnswer: await response.text(), chatId: chat.id }];
  };
  /** A new group's id, the way Telegram numbers supergroups. */
  const newGroupId = () => `-100${String(Date.now()).slice(-7)}${String(nextGroupId++).padStart(3, '0')}`;

  const sendMessage = (body: Record<string, unknown>): [number, object] | typeof LOST_ANSWER => {
    const chatId = String(body.chat_id ?? '').trim();
    const faults = chatFaults.get(chatId) ?? globalFaults;
    if (faults.down) return [502, { ok: false, error_code: 502, description: 'Bad Gateway' }];
    if (Math.random() < faults.failureRatio) {
      stats.injectedFailures += 1;
      return [500, { ok: false, error_code: 500, description: 'Internal Server Error: injected by the fake' }];
    }
    if (Math.random() < faults.rateLimitedRatio) return tooMany(faults.retryAfterSeconds);
    if (!/^-?\d{1,20}$/.test(chatId)) return refused(400, 'Bad Request: chat not found');
    const chat = chats.get(chatId) ?? { state: 'ok' };
    if (chat.state === 'missing') return refused(400, 'Bad Request: chat not found');
    if (chat.state === 'kicked') return refused(403, 'Forbidden: bot was kicked from the group chat');
    if (chat.state === 'migrated') {
      stats.refused += 1;
      return [
        400,
        {
          ok: false,
          error_code: 400,
          description: 'Bad Request: group chat was upgraded to a supergroup chat',
          parameters: { migrate_to_chat_id: Number(chat.migrateTo) },
        },
      ];
    }
    const text = typeof body.text === 'string' ? body.text : '';
    if (text.trim() === '') return refused(400, 'Bad Request: message text is empty');
    let plainLength = text.length;
    if (body.parse_mode === 'HTML') {
      const check = checkTelegramHtml(text);
      if (!check.ok) return refused(400, check.description);
      plainLength = check.plainLength;
    }
    if (plainLength > TEXT_LIMIT) return refused(400, 'Bad Request: message is too long');
    const now = Date.now();
    const wait = Math.max(
      limiter.retryAfter(WHOLE_BOT, globalFaults.perBotLimit, globalFaults.botWindowMs, now),
      limiter.retryAfter(chatId, faults.perChatLimit, faults.windowMs, now),
    );
    if (wait > 0) return tooMany(wait);
    limiter.record(WHOLE_BOT, now);
    limiter.record(chatId, now);
    lastBotIn.set(chatId, FAKE_BOT_USERNAME);
    const message: FakeTelegramMessage = {
      messageId: nextMessageId++,
      chatId,
      text,
      ...(typeof body.parse_mode === 'string' ? { parseMode: body.parse_mode } : {}),
      at: new Date(now).toISOString(),
    };
    messages.push(message);
    stats.accepted += 1;
    if (Math.random() < faults.lostAnswerRatio) {
      message.answerLost = true;
      stats.lostAnswers += 1;
      return LOST_ANSWER;
    }
    return [
      200,
      {
        ok: true,
        result: {
          message_id: message.messageId,
          date: Math.floor(now / 1000),
          chat: { id: Number(chatId), type: chatId.startsWith('-100') ? 'supergroup' : 'group' },
          text,
        },
      },
    ];
  };

  /**
   * A sender that gave up waiting (its timeout, under load) never reads the answer of a message that was
   * delivered all the same: such a message counts as an answer lost, like the injected ones.
   */
  const markIfAnswerLost = (response: ServerResponse, [status, body]: [number, object]) => {
    const id = status === 200 ? (body as { result?: { message_id?: number } }).result?.message_id : undefined;
    if (id === undefined) return;
    const lose = () => {
      const message = messages.find((candidate) => candidate.messageId === id);
      if (message && !message.answerLost) {
        message.answerLost = true;
        stats.lostAnswers += 1;
      }
    };
    if (response.destroyed) lose();
    else response.on('close', () => !response.writableFinished && lose());
  };

  const tooMany = (seconds: number): [number, object] => {
    stats.rateLimited += 1;
    return [
      429,
      { ok: false, error_code: 429, description: `Too Many Requests: retry after ${seconds}`, parameters: { retry_after: seconds } },
    ];
  };
  const refused = (code: number, description: string): [number, object] => {
    stats.refused += 1;
    return [code, { ok: false, error_code: code, description }];
  };

  const control = async (path: string, url: URL, body: Record<string, unknown>): Promise<[number, object]> => {
    switch (path) {
      case 'GET /__fake/messages': {
        const chatId = url.searchParams.get('chat_id');
        return [200, { messages: chatId ? messages.filter((message) => message.chatId === chatId) : messages }];
      }
      case 'GET /__fake/stats':
        return [200, stats];
      case 'POST /__fake/faults': {
        const { chatIds, ...settings } = body as Partial<FaultSettings> & { chatIds?: unknown[] };
        if (Array.isArray(chatIds)) {
          for (const id of chatIds) chatFaults.set(String(id), { ...(chatFaults.get(String(id)) ?? globalFaults), ...settings });
          return [200, { chats: Object.fromEntries(chatIds.map((id) => [String(id), chatFaults.get(String(id))])) }];
        }
        globalFaults = { ...globalFaults, ...settings };
        return [200, globalFaults];
      }
      case 'POST /__fake/chats': {
        const id = String(body.id ?? '');
        const state =
          body.state === 'migrated'
            ? { state: 'migrated' as const, migrateTo: String(body.migrateTo) }
            : ({ state: body.state } as ChatState);
        chats.set(id, state);
        return [200, { id, ...state }];
      }
      case 'POST /__fake/updates': {
        const chat = (body.chat ?? {}) as { id?: unknown; type?: unknown; title?: unknown };
        const id = chat.id === undefined ? newGroupId() : String(chat.id);
        const type = typeof chat.type === 'string' ? chat.type : 'supergroup';
        const sender = body.from as Partial<Sender> | undefined;
        const from = sender?.is_bot ? { is_bot: true, first_name: 'Бот', username: String(sender.username ?? 'other_bot') } : PERSON;
        const title = typeof chat.title === 'string' ? chat.title : 'Группа';
        return postUpdate({ id, type, title }, String(body.text ?? ''), from, body.replyToBot === true);
      }
      case 'POST /__fake/bot':
        if (typeof body.privacyMode === 'boolean') privacyMode = body.privacyMode;
        return [200, { privacyMode }];
      case 'POST /__fake/reset':
        privacyMode = true;
        lastBotIn.clear();
        messages.length = 0;
        globalFaults = { ...DEFAULT_FAULTS };
        chatFaults.clear();
        chats.clear();
        limiter.clear();
        stats = { calls: 0, accepted: 0, injectedFailures: 0, lostAnswers: 0, rateLimited: 0, refused: 0 };
        return [200, { ok: true }];
      default:
        return [404, { ok: false, error_code: 404, description: 'Not Found' }];
    }
  };

  const server = holdIdleSockets(
    createServer((request, response) => {
      void handle(request, response);
    }),
  );

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    let body: Record<string, unknown> = {};
    try {
      body = await readBody(request, url);
    } catch {
      return answer(response, 400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' });
    }
    const startgroup = /^\/__fake\/t\.me\/(\w+)(\/add)?$/.exec(url.pathname);
    if (startgroup) return startgroupPage(request.method ?? 'GET', startgroup[1]!, startgroup[2] !== undefined, body, response);
    if (url.pathname.startsWith('/__fake/')) return answer(response, ...(await control(`${request.method} ${url.pathname}`, url, body)));
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    if (!match) return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
    stats.calls += 1;
    if (match[1] !== token) return answer(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const method = match[2]!.toLowerCase();
    if (method === 'getme')
      return answer(response, 200, {
        ok: true,
        result: { id: 123456789, is_bot: true, first_name: 'ДентЛид', username: FAKE_BOT_USERNAME },
      });
    if (method === 'sendmessage') {
      const outcome = sendMessage(body);
      if (outcome === LOST_ANSWER) return void response.socket?.destroy();
      markIfAnswerLost(response, outcome);
      return answer(response, ...outcome);
    }
    if (method === 'setwebhook') {
      const secret = typeof body.secret_token === 'string' ? body.secret_token : undefined;
      webhook = typeof body.url === 'string' && body.url !== '' ? { url: body.url, ...(secret ? { secret } : {}) } : undefined;
      return answer(response, 200, { ok: true, result: true, description: webhook ? 'Webhook was set' : 'Webhook was deleted' });
    }
    if (method === 'deletewebhook') {
      webhook = undefined;
      return answer(response, 200, { ok: true, result: true, description: 'Webhook was deleted' });
    }
    if (method === 'getwebhookinfo')
      return answer(response, 200, {
        ok: true,
        result: { url: webhook?.url ?? '', has_custom_certificate: false, pending_update_count: 0 },
      });
    return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  }

  /** The t.me startgroup link's page: a form that "adds the bot to a group", then the update it causes. */
  async function startgroupPage(method: string, bot: string, add: boolean, body: Record<string, unknown>, response: ServerResponse) {
    const code = String(body.startgroup ?? '');
    if (!add || method !== 'POST') return html(response, 200, addToGroupPage(bot, code));
    const title = String(body.title ?? '').trim() || 'Группа клиники';
    const id = newGroupId();
    const [, outcome] = await postUpdate({ id, type: 'supergroup', title }, `/start@${bot} ${code}`);
    return html(response, 200, addedToGroupPage(bot, title, id, outcome as { webhookStatus?: number }));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const type = request.headers['content-type'] ?? '';
  if (text === '') return Object.fromEntries(url.searchParams);
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as Record<string, unknown>;
}

interface Sender {
  is_bot: boolean;
  first_name: string;
  username: string;
}
const PERSON: Sender = { is_bot: false, first_name: 'Администратор', username: 'clinic_admin' };

/** The message was delivered and the connection drops before the answer. */
const LOST_ANSWER = Symbol('lost answer');
