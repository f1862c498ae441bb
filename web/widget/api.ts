// The widget's two calls: its data (GET /api/widget) and a request (POST /api/ticket). A request carries
// an idempotency key made once per submission: the automatic retries of a failed attempt, and a second
// click after 'Ошибка', reuse it, so the clinic never gets the same lead twice.
import { isApiErrorBody } from '../../shared/api-error';
import { fetchWithChallenge } from '../src/challenge/challenged-fetch';
import type { TICKET_ERRORS, TicketAnswer, TicketInput } from '../../shared/schemas/leads';
import type { WidgetData } from '../../shared/schemas/widget';

export type TicketDraft = Omit<TicketInput, 'idempotencyKey'>;

export type SendResult =
  | { ok: true; answer: Partial<TicketAnswer> }
  | { ok: false; slotTaken: boolean; offline: boolean; message?: string; fields?: Record<string, string> };

/**
 * `fresh`: past the browser's cache (after a slot was taken, the list must be current). The CDN keys
 * on `id` only and keeps the answer 5 s (functions/handlers/widget/data.ts), so the extra parameter
 * only matters to caches on the way.
 */
export async function loadWidget(id: string, fresh = false): Promise<WidgetData> {
  const url = `/api/widget?id=${encodeURIComponent(id)}${fresh ? `&fresh=${Date.now()}` : ''}`;
  const response = await ((!fresh && takeEarlyRequest(id)) || fetch(url, fresh ? { cache: 'reload' } : undefined));
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(isApiErrorBody(body) ? body.error.message : 'Не удалось загрузить виджет. Попробуйте обновить страницу');
  return body as WidgetData;
}

declare global {
  interface Window {
    /** Started by widget.html's inline script before this bundle arrives (one round trip saved). */
    widgetDataRequest?: { id: string; response: Promise<Response> };
  }
}

/** The page's early request for this clinic, once: a later load (a retry, a refresh) asks again. */
function takeEarlyRequest(id: string): Promise<Response> | undefined {
  const early = window.widgetDataRequest;
  window.widgetDataRequest = undefined;
  return early?.id === id ? early.response : undefined;
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps one key per submission: the same draft again (a retry) gets the same key, a changed draft a new one. */
export function submissionKeys(makeKey: () => string = newIdempotencyKey): (draft: TicketDraft) => string {
  let last: { draft: string; key: string } | undefined;
  return (draft) => {
    const text = JSON.stringify(draft);
    if (last?.draft !== text) last = { draft: text, key: makeKey() };
    return last.key;
  };
}

type TicketErrorCode = (typeof TICKET_ERRORS)[keyof typeof TICKET_ERRORS];
/** The lead schema's codes for a slot that cannot be booked. */
const SLOT_ERROR_CODES: TicketErrorCode[] = ['SLOT_TAKEN', 'SLOT_UNAVAILABLE'];

const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a request, retrying network failures and 5xx/429 answers with the same key. */
export async function sendTicket(draft: TicketDraft, idempotencyKey: string): Promise<SendResult> {
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    try {
      response = await fetchWithChallenge('/api/ticket', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...draft, idempotencyKey }),
      });
    } catch {
      response = undefined;
    }
    if (response?.ok) return { ok: true, answer: ((await response.json().catch(() => null)) ?? {}) as Partial<TicketAnswer> };
    const retriable = !response || response.status >= 500 || response.status === 429;
    if (retriable && attempt < RETRY_DELAYS_MS.length) {
      await wait(RETRY_DELAYS_MS[attempt]!);
      continue;
    }
    const body: unknown = await response?.json().catch(() => null);
    const code = isApiErrorBody(body) ? body.error.code : '';
    return {
      ok: false,
      slotTaken: response?.status === 409 || (SLOT_ERROR_CODES as string[]).includes(code),
      offline: !response,
      message: isApiErrorBody(body) ? body.error.message : undefined,
      fields: isApiErrorBody(body) ? body.error.fields : undefined,
    };
  }
}
