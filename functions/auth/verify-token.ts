// Checks session tokens (tokens.ts issues them) with aws-jwt-verify against the public JWKS. The user
// id comes from the verified token only.
import { JwtVerifier } from 'aws-jwt-verify';
import { KidNotFoundInJwksError } from 'aws-jwt-verify/error';
import { config } from '../config';
import { forgetPublicJwks, loadPublicJwks } from './keys';
import { AUDIENCE, TOKEN_LIFETIME_SECONDS } from './tokens';

type Verifier = { verifySync(token: string): { sub?: string; exp?: number; iat?: number } };
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

/**
 * aws-jwt-verify accepts a token without `exp` (it would never expire): ours always carry `iat` and
 * `exp`, at most the session's lifetime apart.
 */
function hasOurLifetime(payload: { exp?: number; iat?: number }): boolean {
  const { exp, iat } = payload;
  return typeof exp === 'number' && typeof iat === 'number' && exp > iat && exp - iat <= TOKEN_LIFETIME_SECONDS;
}

let lastReload = 0;

/** The user id of a valid token, or null for anything else (forged, expired, malformed, other issuer). */
export async function verifyToken(token: string): Promise<string | null> {
  try {
    const payload = (await loadVerifier()).verifySync(token);
    if (!hasOurLifetime(payload)) return null;
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
