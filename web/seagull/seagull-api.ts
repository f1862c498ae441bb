// The configurator's one call, with plain fetch on the contract's path (no zod or app client in this bundle).
import { isApiErrorBody } from '../../shared/api-error';
import { fetchWithChallenge } from '../src/challenge/challenged-fetch';
import type { seagullMail } from '../../shared/api/seagull';
import type { SeagullMailInput } from '../../shared/schemas/seagull';

const MAIL_PATH: (typeof seagullMail)['path'] = '/api/seagull/mail';
const SENT_STATUS: (typeof seagullMail)['successStatus'] = 201;

/** A refusal names the form's field when the server's did (its first field message). */
export type SendOutcome = { ok: true } | { ok: false; message: string; field?: string };

export async function sendRequest(input: SeagullMailInput): Promise<SendOutcome> {
  try {
    const response = await fetchWithChallenge(MAIL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
    if (response.status === SENT_STATUS) return { ok: true };
    const body: unknown = await response.json().catch(() => null);
    if (!isApiErrorBody(body)) return { ok: false, message: 'Не удалось отправить. Попробуйте ещё раз' };
    const [field, message] = Object.entries(body.error.fields ?? {})[0] ?? [undefined, body.error.message];
    return { ok: false, message, ...(field ? { field } : {}) };
  } catch {
    return { ok: false, message: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз' };
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
