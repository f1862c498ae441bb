// One HTTP call to Google, its outcome sorted the way every caller acts on it: an answer (any status,
// with its JSON), or no answer at all. No answer after the request was sent (a timeout, a dropped
// connection) means its outcome is unknown: the write may have happened.
import { googleSettings } from './settings';

export type GoogleResponse = { kind: 'answered'; status: number; body: Record<string, unknown> } | { kind: 'no-answer'; reason: string };

export async function callGoogle(url: string, init: RequestInit): Promise<GoogleResponse> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(googleSettings.timeoutMs()) });
  } catch (error) {
    const name = (error as Error).name;
    return { kind: 'no-answer', reason: name === 'TimeoutError' ? 'Google не ответил вовремя' : `нет связи с Google (${name})` };
  }
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { raw: text.slice(0, 200) };
  }
  return { kind: 'answered', status: response.status, body };
}

/** Google's error message of an API answer ({error: {message, status}}) or a token answer ({error, error_description}). */
export function googleErrorText(body: Record<string, unknown>): string {
  const error = body.error;
  if (typeof error === 'string') return typeof body.error_description === 'string' ? `${error}: ${body.error_description}` : error;
  if (error && typeof error === 'object') {
    const { status, message } = error as { status?: string; message?: string };
    return [status, message].filter(Boolean).join(': ');
  }
  return '';
}
