// Walks the route table: every `user` row refuses a missing, forged or expired token with 401, and
// every row answers a malformed body with 400 — never 500.
import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSigningKeys } from '../auth/generate-keys';
import { routeList } from '../routes';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api, registerAccount } from './api';

function tokenSignedWith(privateJwk: Record<string, unknown>, expiresInSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const header = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: privateJwk.kid })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ iss: 'dentlead', aud: 'dentlead-cabinet', sub: 'someone', iat: now - 3600, exp: now + expiresInSeconds }),
  ).toString('base64url');
  const key = createPrivateKey({ key: privateJwk as never, format: 'jwk' });
  return `${header}.${payload}.${sign('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

const runtimeKey = () => JSON.parse(readFileSync(join(testRuntime().stateDir, 'keys/signing-key.json'), 'utf8')) as Record<string, unknown>;
const userRows = routeList.filter((row) => row.access === 'user');
const malformed = { rawBody: '{"broken": ', headers: { 'content-type': 'application/json' } };

describe('route table sweep', () => {
  it('has user rows to sweep', () => {
    expect(userRows.length).toBeGreaterThan(0);
  });

  describe.each(userRows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', (_name, row) => {
    it('answers 401 with no token', async () => {
      const answer = await api(row.method, row.path);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('UNAUTHORIZED');
    });

    it('answers 401 to a forged token (same kid, another key)', async () => {
      const forger = generateSigningKeys().privateJwk;
      const answer = await api(row.method, row.path, { token: tokenSignedWith({ ...forger, kid: runtimeKey().kid }, 3600) });
      expect(answer.status).toBe(401);
    });

    it('answers 401 to an expired token signed with the real key', async () => {
      const answer = await api(row.method, row.path, { token: tokenSignedWith(runtimeKey(), -60) });
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toMatch(/войдите/);
    });
  });

  // One account for every `user` row: a malformed body is refused before anything is read or changed.
  let account: Promise<{ token: string }> | undefined;
  describe.each(routeList.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', (_name, row) => {
    it('answers 400, not 500, to a malformed body', async () => {
      account ??= registerAccount();
      const token = row.access === 'user' ? (await account).token : undefined;
      const answer = await api(row.method, row.path, { ...malformed, token });
      expect(answer.status).toBe(400);
      // A row whose caller reads text (IDENT) answers the message as plain text.
      if (row.textErrors) expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      else expect(typeof answer.body.error.message).toBe('string');
    });
  });
});
