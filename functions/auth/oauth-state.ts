// The OAuth `state` of a consent the cabinet starts (Google Sheets, amoCRM): which clinic (and which entry,
// on a reconnect) it belongs to, until when, signed with HMAC-SHA256 under a key derived from the
// integration's client secret and its name. The return call accepts a code only with a state signed for
// the caller: a code cannot be attached to another clinic, and a state cannot be forged, reused after it
// expires, or carried from one integration's flow to the other's.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const STATE_LIFETIME_MS = 30 * 60_000;

/** Whose flow a state belongs to: each signs under its own key. */
export type OAuthFlow = 'google' | 'amo';

export interface StatePayload {
  /** The clinic (user id). */
  u: string;
  /** The entry to reconnect, if any. */
  e?: string;
  /** Epoch ms after which the state is refused. */
  x: number;
  n: string;
}

const keyOf = (clientSecret: string, flow: OAuthFlow) =>
  Buffer.from(hkdfSync('sha256', clientSecret, 'dentlead', `${flow}-oauth-state`, 32));
const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export function signState(flow: OAuthFlow, clientSecret: string, userId: string, entryId: string | undefined, now: number): string {
  const payload: StatePayload = {
    u: userId,
    ...(entryId ? { e: entryId } : {}),
    x: now + STATE_LIFETIME_MS,
    n: randomBytes(9).toString('base64url'),
  };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${mac(keyOf(clientSecret, flow), data).toString('base64url')}`;
}

/** The payload of a state of this flow signed with this secret and not expired; undefined otherwise. */
export function readState(flow: OAuthFlow, clientSecret: string, state: string, now: number): StatePayload | undefined {
  const [data, signature, extra] = state.split('.');
  if (!data || !signature || extra !== undefined) return undefined;
  const expected = mac(keyOf(clientSecret, flow), data);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as StatePayload;
    if (typeof payload.u !== 'string' || typeof payload.x !== 'number' || payload.x < now) return undefined;
    if (payload.e !== undefined && typeof payload.e !== 'string') return undefined;
    return payload;
  } catch {
    return undefined;
  }
}
