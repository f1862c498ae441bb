// Lockouts that hold under parallel requests (issue 21 §3): an attempt is taken before a password is
// checked, so a burst sent at once gets no more checks than a slow one; the lock falls on the guessing
// addresses, not on the clinic's own (the address it signed in from), and a link from the mailbox gets
// past it. The bursts are sent really at once, each request on its own socket from its own address.
import { accountLinkIn, letterTo } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api, registerAccount, uniqueEmail } from './api';

const runtime = testRuntime();
const sinceNow = () => Date.now() / 1000 - 1;
/** Addresses of this file's callers: 127.21.<group>.<n>, distinct from the other files' (per-address allowances). */
const address = (group: number, n: number) => `127.21.${group}.${n}`;
const statusesOf = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();
const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('the login under a burst of wrong passwords from many addresses', () => {
  it('checks at most five of 40 sent at once; the clinic still logs in from its own address, and by a mailed link elsewhere', async () => {
    // The owner signed up (and so signed in) from 127.0.0.1: that is the clinic's own address.
    const { email } = await registerAccount();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        api('POST', '/api/user/authorization', { from: address(1, n + 1), body: { email, password: `guess-${n}-wrong` } }),
      ),
    );
    const statuses = statusesOf(burst);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(40);
    for (const locked of burst.filter((answer) => answer.status === 429)) {
      expect(locked.body.error.code).toBe('LOGIN_LOCKED');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // The clinic's own address is not locked by strangers' guesses.
    const own = await api('POST', '/api/user/authorization', { body: { email, password: 'secret-pass-1' } });
    expect(own.status).toBe(200);

    // From a new address the right password waits with the guessers'; the answer offers the link.
    const elsewhere = address(2, 1);
    const refused = await api('POST', '/api/user/authorization', { from: elsewhere, body: { email, password: 'secret-pass-1' } });
    expect(refused.status).toBe(429);
    expect(refused.body.error.messages[0]).toMatch(/^Слишком много неудачных попыток входа.*войдите по ссылке/);
    const since = sinceNow();
    const asked = await api('POST', '/api/user/link', { from: elsewhere, body: { purpose: 'sign-in', email } });
    expect(asked.status).toBe(200);
    const letter = await letterTo(runtime.mailboxUrl, email, 'Ссылка для входа в ДентЛид', since);
    const link = accountLinkIn(letter)!;
    expect(link.page).toBe('/authorization/link');
    const signedIn = await api('POST', '/api/user/link/sign-in', { from: elsewhere, body: { token: link.token } });
    expect(signedIn.status).toBe(200);
    expect((await api('GET', '/api/user', { token: signedIn.body.token })).body.email).toBe(email);
    // The link worked once; that address is the clinic's now, and its password works there.
    expect((await api('POST', '/api/user/link/sign-in', { from: elsewhere, body: { token: link.token } })).status).toBe(400);
    expect((await api('POST', '/api/user/authorization', { from: elsewhere, body: { email, password: 'secret-pass-1' } })).status).toBe(
      200,
    );
  });

  it('locks an unknown e-mail after the same five, so the answers tell nothing', async () => {
    const email = uniqueEmail('nobody');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        api('POST', '/api/user/authorization', { from: address(3, n + 1), body: { email, password: `guess-${n}-wrong` } }),
      ),
    );
    const statuses = statusesOf(burst);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(20);
  });
});

describe('password checks of a signed-in session', () => {
  it('PUT /api/user/password checks at most five of 30 wrong old passwords sent at once; strangers then wait, the clinic does not', async () => {
    const { token, email } = await registerAccount();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        api('PUT', '/api/user/password', {
          token,
          from: address(4, n + 1),
          body: { passwordOld: `guess-${n}-wrong`, passwordNew: 'taken-over-1' },
        }),
      ),
    );
    const statuses = statusesOf(burst);
    expect(count(statuses, 400)).toBeLessThanOrEqual(5);
    expect(count(statuses, 400) + count(statuses, 429)).toBe(30);
    expect(burst.find((answer) => answer.status === 429)!.body.error.messages[0]).toMatch(/^Слишком много неверных паролей/);
    // A stranger holding the session waits, the right password too, and the password did not change.
    const stranger = await api('PUT', '/api/user/password', {
      token,
      from: address(4, 99),
      body: { passwordOld: 'secret-pass-1', passwordNew: 'taken-over-1' },
    });
    expect(stranger.status).toBe(429);
    expect((await api('POST', '/api/user/authorization', { body: { email, password: 'secret-pass-1' } })).status).toBe(200);
    // The clinic, from the address it signed in from, changes its password (and so ends the stolen session).
    const own = await api('PUT', '/api/user/password', { token, body: { passwordOld: 'secret-pass-1', passwordNew: 'clinic-new-pass-2' } });
    expect(own.status).toBe(200);
    expect((await api('GET', '/api/user', { token })).status).toBe(401);
  });

  it('PUT /api/user/email checks at most five of 30 wrong passwords sent at once', async () => {
    const { token } = await registerAccount();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        api('PUT', '/api/user/email', {
          token,
          from: address(5, n + 1),
          body: { version: 0, email: uniqueEmail('moved'), password: `guess-${n}-wrong` },
        }),
      ),
    );
    const statuses = statusesOf(burst);
    expect(count(statuses, 400)).toBeLessThanOrEqual(5);
    expect(count(statuses, 400) + count(statuses, 429)).toBe(30);
  });

  it('PUT /api/user/email answers a registered address exactly as a free one', async () => {
    const other = await registerAccount();
    const { token } = await registerAccount();
    const taken = await api('PUT', '/api/user/email', { token, body: { version: 0, email: other.email, password: 'secret-pass-1' } });
    const free = uniqueEmail('free');
    const fresh = await api('PUT', '/api/user/email', { token, body: { version: 0, email: free, password: 'secret-pass-1' } });
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(200);
    expect(JSON.stringify(taken.body).replaceAll(other.email, '@')).toBe(JSON.stringify(fresh.body).replaceAll(free, '@'));
  });
});
