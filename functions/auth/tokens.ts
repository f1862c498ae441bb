// Session tokens: ES256 JWTs signed with the private key (node:crypto); verify-token.ts checks them with
// aws-jwt-verify against the public JWKS (apart, so login and registration carry no verifier).
import { randomBytes, sign } from 'node:crypto';
import { config } from '../config';
import { loadSigningKey } from './keys';

/** A clinic's staff stay signed in for a working week; after that they log in again. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const AUDIENCE = 'dentlead-cabinet';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Who a token signs in: the account, and its session version (a password change bumps it, ending older tokens). */
export interface Session {
  userId: string;
  sessionVersion: number;
}

/** A verified token's session: also its own id (absent in tokens from before logouts were kept) and expiry. */
export interface VerifiedSession extends Session {
  sessionId?: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** Each token is a session of its own (`sid`), which logging out ends on the server (store/sessions.ts). */
export async function issueToken({ userId, sessionVersion }: Session, now = Date.now()): Promise<string> {
  const { kid, privateKey } = await loadSigningKey();
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid }));
  const payload = base64url(
    JSON.stringify({
      iss: config.jwtIssuer(),
      aud: AUDIENCE,
      sub: userId,
      sv: sessionVersion,
      sid: randomBytes(12).toString('base64url'),
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
    }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${header}.${payload}.${base64url(signature)}`;
}
