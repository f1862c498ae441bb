// Checks session tokens (tokens.ts issues them) with aws-jwt-verify against the public JWKS. The user
// id comes from the verified token only.
import { JwtVerifier } from 'aws-jwt-verify';
import { KidNotFoundInJwksError } from 'aws-jwt-verify/error';
import { config } from '../config';
import { forgetPublicJwks, loadPublicJwks } from './keys';
import { AUDIENCE, TOKEN_LIFETIME_SECONDS, type VerifiedSession } from './tokens';

type Verifier = { verifySync(token: string): { sub?: string; exp?: number; iat?: number; sv?: unknown; sid?: unknown } };
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

/** A token issued before session versions existed has none: it belongs to version 0. */
function sessionVersionOf(claim: unknown): number | null {
  if (claim === undefined) return 0;
  return Number.isSafeInteger(claim) && (claim as number) >= 0 ? (claim as number) : null;
}

/**
 * The session of a valid token, or null for anything else (forged, expired, malformed, other issuer).
 * Whether the session is still current is the account's to say (http/bearer.ts).
 */
export async function verifyToken(token: string): Promise<VerifiedSession | null> {
  try {
    const payload = (await loadVerifier()).verifySync(token);
    if (!hasOurLifetime(payload)) return null;
    const sessionVersion = sessionVersionOf(payload.sv);
    if (typeof payload.sub !== 'string' || payload.sub === '' || sessionVersion === null) return null;
    if (payload.sid !== undefined && (typeof payload.sid !== 'string' || !/^[\w-]{1,64}$/.test(payload.sid))) return null;
    return {
      userId: payload.sub,
      sessionVersion,
      expiresAt: payload.exp as number,
      ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    };
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
