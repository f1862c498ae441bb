// Session tokens: ES256 JWTs signed with the private key (node:crypto) and verified with aws-jwt-verify
// against the public JWKS. The user id comes from the verified token only.
import { sign } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import { KidNotFoundInJwksError } from 'aws-jwt-verify/error';
import { config } from '../config';
import { forgetPublicJwks, loadPublicJwks, loadSigningKey } from './keys';

/** A clinic's staff stay signed in for a working week; after that they log in again. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const AUDIENCE = 'dentlead-cabinet';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function issueToken(userId: string, now = Date.now()): Promise<string> {
  const { kid, privateKey } = await loadSigningKey();
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid }));
  const payload = base64url(JSON.stringify({ iss: config.jwtIssuer(), aud: AUDIENCE, sub: userId, iat, exp: iat + TOKEN_LIFETIME_SECONDS }));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${header}.${payload}.${base64url(signature)}`;
}

type Verifier = { verifySync(token: string): { sub?: string } };
let verifier: Promise<Verifier> | undefined;

function loadVerifier(): Promise<Verifier> {
  verifier ??= loadPublicJwks().then((jwks) => {
    const issuer = config.jwtIssuer();
    const created = JwtVerifier.create({
      issuer,
      audience: AUDIENCE,
      // Only a cache key: the keys are handed over below and never fetched.
      jwksUri: `https://${encodeURIComponent(issuer)}.invalid/.well-known/jwks.json`,
    });
    created.cacheJwks(jwks as never);
    return created as Verifier;
  });
  verifier.catch(() => (verifier = undefined));
  return verifier;
}

let lastReload = 0;

/** The user id of a valid token, or null for anything else (forged, expired, malformed, other issuer). */
export async function verifyToken(token: string): Promise<string | null> {
  try {
    const payload = (await loadVerifier()).verifySync(token);
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  } catch (error) {
    // After a key rotation a warm function may not know the new key yet: reload the keys, at most once a minute.
    if (error instanceof KidNotFoundInJwksError && Date.now() - lastReload > 60_000) {
      lastReload = Date.now();
      verifier = undefined;
      forgetPublicJwks();
      return verifyToken(token);
    }
    return null;
  }
}
