// The widget's two calls: its data (GET /api/widget) and a request (POST /api/ticket). A request carries
// an idempotency key made once per submission: the automatic retries of a failed attempt, and a second
// click after 'Ошибка', reuse it, so the clinic never gets the same lead twice. The outcome of a send is
// one of three: stored, refused (the server said why, nothing was stored) or unknown (no answer, or the
// server failed): the widget never guesses which, and never shows a failing server's own text.
import { isApiErrorBody } from '../../shared/api-error';
import { fetchWithChallenge } from '../src/challenge/challenged-fetch';
import { TICKET_ERRORS, type TicketAnswer, type TicketInput } from '../../shared/schemas/ticket';
import type { WidgetData } from '../../shared/schemas/widget';

export type TicketDraft = Omit<TicketInput, 'idempotencyKey'>;

export type SendResult =
  | { ok: true; answer: Partial<TicketAnswer> }
  /** The server refused and said why; nothing was stored by this request. */
  | { ok: false; outcome: 'refused'; code: string; status: number; message?: string; fields?: Record<string, string> }
  /** No answer (`offline`) or a failing server after the retries: the request may or may not be stored. */
  | { ok: false; outcome: 'unknown'; offline: boolean };

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

export interface SubmissionKeys {
  /** The key for this draft. */
  keyFor(draft: TicketDraft): string;
  /** What became of the request sent with the last key. */
  settle(outcome: 'stored' | 'refused' | 'unknown'): void;
}

/**
 * One key per submission: the same draft again (a retry) gets the same key, a changed draft a new one.
 * After an unknown outcome the key is kept for the next send whatever the draft, until an answer settles
 * it: if the earlier request was stored, the server answers IDEMPOTENCY_KEY_REUSED (or the same lead)
 * instead of a second lead being made, so the widget learns what was stored.
 */
export function submissionKeys(makeKey: () => string = newIdempotencyKey): SubmissionKeys {
  let last: { draft: string; key: string } | undefined;
  let unsure = false;
  return {
    keyFor(draft) {
      const text = JSON.stringify(draft);
      if (last && unsure) return last.key;
      if (last?.draft !== text) last = { draft: text, key: makeKey() };
      return last.key;
    },
    settle(outcome) {
      if (outcome === 'unknown') unsure = true;
      else if (outcome === 'stored') {
        unsure = false;
        last = undefined;
      }
    },
  };
}

/** The lead schema's codes for a slot that cannot be booked. */
export const SLOT_ERROR_CODES: readonly string[] = [TICKET_ERRORS.SLOT_TAKEN, TICKET_ERRORS.SLOT_UNAVAILABLE];

/** Pauses before the second and third attempt: three attempts in all. */
export const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request, retrying no answer and 5xx/429 answers with the same key; `onRetry` hears of each
 * retry (the widget says it is trying again) with the attempt's number, 2 or 3.
 */
export async function sendTicket(draft: TicketDraft, idempotencyKey: string, onRetry?: (attempt: number) => void): Promise<SendResult> {
  for (let attempt = 1; ; attempt++) {
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
    if (retriable && attempt <= RETRY_DELAYS_MS.length) {
      await wait(RETRY_DELAYS_MS[attempt - 1]!);
      onRetry?.(attempt + 1);
      continue;
    }
    if (!response || response.status >= 500) return { ok: false, outcome: 'unknown', offline: !response };
    const body: unknown = await response.json().catch(() => null);
    const error = isApiErrorBody(body) ? body.error : undefined;
    return {
      ok: false,
      outcome: 'refused',
      code: error?.code ?? '',
      status: response.status,
      message: error?.message,
      fields: error?.fields,
    };
  }
}
