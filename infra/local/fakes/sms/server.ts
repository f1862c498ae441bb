// A local fake of SMS.ru's HTTP API on node:http, for tests and `npm start` (docs/integrations.md § SMS.ru names the
// source of each call and code):
//   GET|POST /sms/send  api_id, to, msg, from?, json=1 (query or form). Always HTTP 200 with JSON: the request's own
//        status ({status: 'ERROR', status_code: 200, status_text} for an api_id SMS.ru does not know), and per number
//        `sms[<to>]` {status: 'OK', status_code: 100, sms_id} or {status: 'ERROR', status_code, status_text}; the
//        account's `balance` after the send. Codes: 200 api_id, 201 not enough money, 202 a number with no route,
//        203 no text, 204 a sender name not approved for the account, 205 longer than 8 parts, 230 over 60 messages
//        to one number a day, 231 the same text to one number over 4 times a minute, 232 over 15 times a day.
//        Any api_id of SMS.ru's shape (8-4-4-4-12 hex) opens an account with 100 ₽ and one price a part.
//   GET /my/balance     {status, status_code, balance}
//   GET /                 a page listing every message 'sent', newest first (for a person running `npm start`)
// Control for tests (not part of SMS.ru):
//   POST /__fake/faults {apiId, fault: 'none'|'http500'|'timeout'|'dropAnswer'|'holdAnswer'|'unavailable'}: a 500, no
//        answer, the message sent and its answer lost, the message sent and its answer held (a caller dying meanwhile), or
//        SMS.ru's 220 'service temporarily unavailable'
//   POST /__fake/accounts {apiId, balance?, senders?}: an account's money and its approved sender names
//   GET  /__fake/messages?to=&apiId=   the messages sent ({id, apiId, to, from, text, parts, at})
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { escapeHtml } from '../../../../functions/mail/escape-html';
import { smsSize } from '../../../../shared/domain/sms/segments';
import { holdIdleSockets } from '../../http/keep-alive';
import { listenOnLoopback, readText, sendHtml, sendJson } from '../http-io';

export type SmsFault = 'none' | 'http500' | 'timeout' | 'dropAnswer' | 'holdAnswer' | 'unavailable';

export interface SmsFake {
  url: string;
  stop: () => Promise<void>;
}

export interface SentSms {
  id: string;
  apiId: string;
  to: string;
  from: string;
  text: string;
  parts: number;
  at: string;
}

interface Account {
  balance: number;
  /** Approved sender names; undefined: every well-formed name (the fake's default, so the demo needs no approval). */
  senders?: string[];
}

const API_ID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const SENDER = /^[A-Za-z0-9][A-Za-z0-9 .-]{0,10}$/;
/** Russia and Kazakhstan (+7, 11 digits) or another country's 10 to 15 digits. */
const ROUTED_NUMBER = /^(7\d{10}|[1-689]\d{9,14})$/;
const PRICE_PER_PART = 4.5;
const LIMITS = { perNumberDay: 60, samePerMinute: 4, samePerDay: 15, maxParts: 8 };

const TEXTS: Record<number, string> = {
  200: 'Неправильный api_id',
  201: 'Не хватает средств на лицевом счету',
  202: 'Неправильно указан номер телефона получателя, либо на него нет маршрута',
  203: 'Нет текста сообщения',
  204: 'Имя отправителя не согласовано с администрацией',
  205: 'Сообщение слишком длинное (превышает 8 СМС)',
  220: 'Сервис временно недоступен, попробуйте чуть позже',
  230: 'Превышен общий лимит количества сообщений на этот номер в день',
  231: 'Превышен лимит одинаковых сообщений на этот номер в минуту',
  232: 'Превышен лимит одинаковых сообщений на этот номер в день',
};
const error = (code: number) => ({ status: 'ERROR', status_code: code, status_text: TEXTS[code] ?? 'Ошибка' });

export async function startSmsFake(options: { port?: number } = {}): Promise<SmsFake> {
  const accounts = new Map<string, Account>();
  const faults = new Map<string, SmsFault>();
  const sent: SentSms[] = [];
  const held = new Set<ServerResponse>();
  let nextId = 1;
  const server = holdIdleSockets(createServer((request, response) => void handle(request, response)));

  const accountOf = (apiId: string): Account => {
    let account = accounts.get(apiId);
    if (!account) accounts.set(apiId, (account = { balance: 100 }));
    return account;
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const text = await readText(request);
    if (url.pathname.startsWith('/__fake/')) return control(url, text, response);
    if (url.pathname === '/') return sendHtml(response, 200, listingPage(sent));
    const params = { ...Object.fromEntries(new URLSearchParams(text)), ...Object.fromEntries(url.searchParams) } as Record<string, string>;
    const apiId = (params.api_id ?? '').trim();
    if (!API_ID.test(apiId)) return sendJson(response, 200, error(200));
    const account = accountOf(apiId);
    const fault = faults.get(apiId) ?? 'none';
    if (fault === 'timeout') return void held.add(response);
    if (fault === 'http500') return sendJson(response, 500, { error: 'Internal Server Error' });
    if (fault === 'unavailable') return sendJson(response, 200, error(220));
    const path = url.pathname.replace(/^\/|\/$/g, '');
    if (path === 'my/balance') return sendJson(response, 200, { status: 'OK', status_code: 100, balance: account.balance });
    if (path !== 'sms/send') return sendJson(response, 404, { status: 'ERROR', status_code: 404, status_text: 'Метод не найден' });
    const answer = send(apiId, account, params);
    if (fault === 'dropAnswer') return void response.socket?.destroy();
    if (fault === 'holdAnswer') return void held.add(response);
    return sendJson(response, 200, answer);
  }

  function send(apiId: string, account: Account, params: Record<string, string>): object {
    const message = params.msg ?? '';
    const from = (params.from ?? '').trim();
    if (message.trim() === '') return error(203);
    if (from !== '' && (!SENDER.test(from) || (account.senders && !account.senders.includes(from)))) return error(204);
    const parts = smsSize(message).parts;
    if (parts > LIMITS.maxParts) return error(205);
    const numbers = (params.to ?? '').split(',').map((number) => number.replace(/\D/g, ''));
    const results: Record<string, object> = {};
    for (const to of numbers) {
      const refusal = numberRefusal(to, message, account, parts);
      if (refusal) {
        results[to] = error(refusal);
        continue;
      }
      account.balance = Math.round((account.balance - parts * PRICE_PER_PART) * 100) / 100;
      const id = `${String(nextId++).padStart(6, '0')}-${String(Date.now() % 10_000_000).padStart(7, '0')}`;
      sent.unshift({ id, apiId, to, from, text: message, parts, at: new Date().toISOString() });
      results[to] = { status: 'OK', status_code: 100, sms_id: id };
    }
    return { status: 'OK', status_code: 100, sms: results, balance: account.balance };
  }

  function numberRefusal(to: string, message: string, account: Account, parts: number): number | undefined {
    if (!ROUTED_NUMBER.test(to)) return 202;
    if (account.balance < parts * PRICE_PER_PART) return 201;
    const now = Date.now();
    const today = sent.filter((item) => item.to === to && now - Date.parse(item.at) < 86_400_000);
    if (today.length >= LIMITS.perNumberDay) return 230;
    const same = today.filter((item) => item.text === message);
    if (same.filter((item) => now - Date.parse(item.at) < 60_000).length >= LIMITS.samePerMinute) return 231;
    if (same.length >= LIMITS.samePerDay) return 232;
    return undefined;
  }

  function control(url: URL, text: string, response: ServerResponse) {
    const body = (text ? JSON.parse(text) : {}) as { apiId?: string; fault?: SmsFault; balance?: number; senders?: string[] };
    if (url.pathname === '/__fake/faults') {
      if (!body.apiId || !body.fault) return sendJson(response, 400, { error: 'apiId and fault are required' });
      faults.set(body.apiId, body.fault);
      return sendJson(response, 200, { apiId: body.apiId, fault: body.fault });
    }
    if (url.pathname === '/__fake/accounts') {
      if (!body.apiId) return sendJson(response, 400, { error: 'apiId is required' });
      const account = accountOf(body.apiId);
      if (body.balance !== undefined) account.balance = body.balance;
      if (body.senders !== undefined) account.senders = body.senders;
      return sendJson(response, 200, account);
    }
    if (url.pathname === '/__fake/messages') {
      const to = url.searchParams.get('to')?.replace(/\D/g, '');
      const apiId = url.searchParams.get('apiId');
      return sendJson(
        response,
        200,
        sent.filter((item) => (!to || item.to === to) && (!apiId || item.apiId === apiId)),
      );
    }
    return sendJson(response, 404, { error: 'unknown control call' });
  }

  return listenOnLoopback(server, options.port ?? 0, held);
}

function listingPage(sent: readonly SentSms[]): string {
  const rows = sent
    .map((item) =>
      [item.at, `+${item.to}`, item.from || '(по умолчанию)', item.text, String(item.parts), `${item.apiId.slice(0, 8)}…`]
        .map((value) => `<td>${escapeHtml(value)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('');
  const table =
    sent.length === 0
      ? '<p>Сообщений пока нет: подключите SMS в «Интеграциях» и запишитесь в виджете.</p>'
      : '<table><thead><tr><th>Когда</th><th>Кому</th><th>Отправитель</th><th>Текст</th><th>Частей</th><th>api_id</th></tr></thead>' +
        `<tbody>${rows}</tbody></table>`;
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>SMS.ru (локальная имитация)</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;' +
    'padding:0 1rem;color:#1d1d1f}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}' +
    `</style></head><body><h1>SMS.ru (локальная имитация)</h1><h2>Отправленные сообщения</h2>${table}</body></html>`
  );
}
