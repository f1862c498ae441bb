// The quiz page's calls, with plain fetch on the contracts' paths (no zod or app client in this bundle):
// the quiz (started early by quiz.html), the answers, and the viewed-question beacon.
import { isApiErrorBody } from '../../shared/api-error';
import { fetchWithChallenge } from '../src/challenge/challenged-fetch';
import type { quizAnalytics, quizPublic, quizSend } from '../../shared/api/quiz';
import type { QuizPublicView } from '../../shared/schemas/quiz';
import type { QuizBeaconInput, QuizSendInput } from '../../shared/schemas/quiz-send';

declare global {
  interface Window {
    /** Started by quiz.html's inline script before this bundle arrives. */
    quizDataRequest?: { id: string; response: Promise<Response> };
  }
}

// The contracts' paths, typed against them (a changed path breaks the build) without bundling their schemas.
const QUIZ_PATH: (typeof quizPublic)['path'] = '/api/quiz';
const SEND_PATH: (typeof quizSend)['path'] = '/api/quiz/send';
const SENT_STATUS: (typeof quizSend)['successStatus'] = 201;
const ANALYTICS_PATH: (typeof quizAnalytics)['path'] = '/api/quiz/analytics';

export type QuizLoad = { kind: 'ok'; quiz: QuizPublicView } | { kind: 'missing' } | { kind: 'failed'; message: string };

export async function loadQuiz(ref: string): Promise<QuizLoad> {
  const early = window.quizDataRequest?.id === ref ? window.quizDataRequest.response : undefined;
  window.quizDataRequest = undefined;
  try {
    const response = await (early ?? fetch(`${QUIZ_PATH}?id=${encodeURIComponent(ref)}`));
    if (response.status === 404) return { kind: 'missing' };
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { kind: 'failed', message: isApiErrorBody(body) ? body.error.message : 'Не удалось загрузить квиз' };
    return { kind: 'ok', quiz: body as QuizPublicView };
  } catch {
    return { kind: 'failed', message: 'Нет связи с сервером. Проверьте интернет и обновите страницу' };
  }
}

export type SendOutcome = { ok: true } | { ok: false; message: string };

export async function sendAnswers(input: QuizSendInput): Promise<SendOutcome> {
  try {
    const response = await fetchWithChallenge(SEND_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.status === SENT_STATUS) return { ok: true };
    const body: unknown = await response.json().catch(() => null);
    return { ok: false, message: isApiErrorBody(body) ? body.error.message : 'Не удалось отправить. Попробуйте ещё раз' };
  } catch {
    return { ok: false, message: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз' };
  }
}

/** Fire and forget; survives the page being closed (sendBeacon sends text/plain JSON). */
export function sendBeacon(beacon: QuizBeaconInput): void {
  const body = JSON.stringify(beacon);
  if (!navigator.sendBeacon?.(ANALYTICS_PATH, body)) {
    void fetch(ANALYTICS_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {});
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
