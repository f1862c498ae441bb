import { createPrivateKey, sign } from 'node:crypto';
import { generateSigningKeys } from './generate-keys';
import { useTemporaryKeys } from './test-keys';
import { issueToken, TOKEN_LIFETIME_SECONDS } from './tokens';
import { verifyToken } from './verify-token';

const keys = useTemporaryKeys();

function signWith(privateJwk: Record<string, unknown>, payload: object, kid = String(keys.privateJwk.kid)): string {
  const header = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const key = createPrivateKey({ key: privateJwk as never, format: 'jwk' });
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' });
  return `${header}.${body}.${signature.toString('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);

describe('session tokens', () => {
  const user1 = { userId: 'user-1', sessionVersion: 0, expiresAt: expect.any(Number) };

  it('verifies a token it issued and yields its session: each token a session of its own, with its expiry', async () => {
    const first = await verifyToken(await issueToken({ userId: 'user-1', sessionVersion: 0 }));
    expect(first).toEqual({ ...user1, sessionId: expect.stringMatching(/^[\w-]{16}$/) });
    const second = await verifyToken(await issueToken({ userId: 'user-1', sessionVersion: 3 }));
    expect(second).toEqual({ userId: 'user-1', sessionVersion: 3, sessionId: expect.any(String), expiresAt: expect.any(Number) });
    expect(second!.sessionId).not.toBe(first!.sessionId);
    expect(first!.expiresAt - now()).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 60);
  });

  it('reads a token from before session ids as a session without one, and refuses a malformed id', async () => {
    const claims = { iss: 'dentlead', aud: 'dentlead-cabinet', sub: 'user-1', sv: 0, iat: now() - 10, exp: now() + 60 };
    await expect(verifyToken(signWith(keys.privateJwk, claims))).resolves.toEqual({
      userId: 'user-1',
      sessionVersion: 0,
      expiresAt: claims.exp,
    });
    await expect(verifyToken(signWith(keys.privateJwk, { ...claims, sid: 42 }))).resolves.toBeNull();
    await expect(verifyToken(signWith(keys.privateJwk, { ...claims, sid: 'a.b' }))).resolves.toBeNull();
  });

  it('reads a token without a session version as version 0 and refuses a malformed one', async () => {
    const claims = { iss: 'dentlead', aud: 'dentlead-cabinet', sub: 'user-1', iat: now() - 10, exp: now() + 60 };
    await expect(verifyToken(signWith(keys.privateJwk, claims))).resolves.toEqual(user1);
    await expect(verifyToken(signWith(keys.privateJwk, { ...claims, sv: '1' }))).resolves.toBeNull();
    await expect(verifyToken(signWith(keys.privateJwk, { ...claims, sv: -1 }))).resolves.toBeNull();
  });

  it('rejects an expired token', async () => {
    const old = await issueToken({ userId: 'user-1', sessionVersion: 0 }, Date.now() - (TOKEN_LIFETIME_SECONDS + 60) * 1000);
    await expect(verifyToken(old)).resolves.toBeNull();
  });

  it('rejects a token that would never expire or outlive a session, even signed with our key', async () => {
    const claims = { iss: 'dentlead', aud: 'dentlead-cabinet', sub: 'user-1' };
    await expect(verifyToken(signWith(keys.privateJwk, { ...claims, iat: now() - 10, exp: now() + 60 }))).resolves.toEqual(user1);
    await expect(verifyToken(signWith(keys.privateJwk, { ...claims, iat: now() }))).resolves.toBeNull();
    await expect(verifyToken(signWith(keys.privateJwk, { ...claims, exp: now() + 60 }))).resolves.toBeNull();
    await expect(
      verifyToken(signWith(keys.privateJwk, { ...claims, iat: now(), exp: now() + TOKEN_LIFETIME_SECONDS * 10 })),
    ).resolves.toBeNull();
  });

  it('rejects a token signed by another key under the same kid', async () => {
    const other = generateSigningKeys();
    const forged = signWith(other.privateJwk, { iss: 'dentlead', aud: 'dentlead-cabinet', sub: 'user-1', iat: now(), exp: now() + 60 });
    await expect(verifyToken(forged)).resolves.toBeNull();
  });

  it('rejects another issuer or audience, a tampered payload and garbage', async () => {
    const base = { sub: 'user-1', iat: now(), exp: now() + 60 };
    await expect(verifyToken(signWith(keys.privateJwk, { ...base, iss: 'evil', aud: 'dentlead-cabinet' }))).resolves.toBeNull();
    await expect(verifyToken(signWith(keys.privateJwk, { ...base, iss: 'dentlead', aud: 'other' }))).resolves.toBeNull();
    const [h, , s] = (await issueToken(user1)).split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...base, iss: 'dentlead', aud: 'dentlead-cabinet', sub: 'admin' })).toString('base64url')}.${s}`;
    await expect(verifyToken(tampered)).resolves.toBeNull();
    await expect(verifyToken('not.a.token')).resolves.toBeNull();
  });
});
