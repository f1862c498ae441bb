// Accounts a clinic can recover (issue 21 §6): 'Забыли пароль?' by a single-use link that expires, the
// same answer for any e-mail, letters limited per e-mail and per address, every session ended on reset;
// logging out ends the session on the server; a new login e-mail takes effect only from its letter's link.
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountLinkIn, letterTo, mailsTo } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { keys } from '../store/keys';
import { useTestTable } from './table';
import { api, registerAccount, uniqueEmail } from './api';

const { client: table, tableName } = useTestTable();
const runtime = testRuntime();
const sinceNow = () => Date.now() / 1000 - 1;
/** This file's callers: 127.22.<group>.<n> (the letters are limited per address). */
const address = (group: number, n = 1) => `127.22.${group}.${n}`;
const RESET_SUBJECT = 'Новый пароль для ДентЛид';
const logIn = (email: string, password: string, from?: string) =>
  api('POST', '/api/user/authorization', { body: { email, password }, ...(from ? { from } : {}) });

async function resetLink(email: string, from: string): Promise<string> {
  const since = sinceNow();
  expect((await api('POST', '/api/user/link', { from, body: { purpose: 'password-reset', email } })).status).toBe(200);
  return accountLinkIn(await letterTo(runtime.mailboxUrl, email, RESET_SUBJECT, since))!.token;
}

const reset = (token: string, password: string) =>
  api('POST', '/api/user/password/reset', { body: { token, password, proofPassword: password } });

describe('Забыли пароль?', () => {
  it('answers a registered and an unknown e-mail alike; only the letters differ, and the link holds its token in the fragment', async () => {
    const { email } = await registerAccount();
    const unknown = uniqueEmail('nobody');
    const since = sinceNow();
    const known = await api('POST', '/api/user/link', {
      from: address(1),
      body: { purpose: 'password-reset', email: email.toUpperCase() },
    });
    const stranger = await api('POST', '/api/user/link', { from: address(1), body: { purpose: 'password-reset', email: unknown } });
    expect([known.status, stranger.status]).toEqual([200, 200]);
    expect(JSON.stringify(known.body).replaceAll(email, '@')).toBe(JSON.stringify(stranger.body).replaceAll(unknown, '@'));
    expect(known.body.messages[0]).toMatch(/^Если аккаунт с email .* есть, мы отправили на него письмо/);

    const letter = await letterTo(runtime.mailboxUrl, email, RESET_SUBJECT, since);
    const link = accountLinkIn(letter)!;
    expect(letter.body.text).toMatch(new RegExp(`https?://[^/\\s]+/password/reset#token=${link.token}`));
    expect(letter.body.text).not.toMatch(/\?token=/);
    const nothing = await letterTo(runtime.mailboxUrl, unknown, 'Вход в ДентЛид', since);
    expect(accountLinkIn(nothing)).toBeUndefined();
    expect(nothing.body.text).toContain('аккаунта с этим email нет');
  });

  it('sets a new password once by the link, ends every session and every older link, and signs this browser in', async () => {
    const { token: firstSession, email } = await registerAccount();
    const secondSession = (await logIn(email, 'secret-pass-1')).body.token as string;
    const older = await resetLink(email, address(2));
    const link = await resetLink(email, address(2));

    const mismatch = await api('POST', '/api/user/password/reset', {
      body: { token: link, password: 'brand-new-pass', proofPassword: 'other-pass' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.proofPassword).toBe('Пароли не совпадают');

    const done = await reset(link, 'brand-new-pass');
    expect(done.status).toBe(200);
    expect((await api('GET', '/api/user', { token: done.body.token })).body.email).toBe(email);
    for (const ended of [firstSession, secondSession]) expect((await api('GET', '/api/user', { token: ended })).status).toBe(401);
    expect((await logIn(email, 'secret-pass-1')).status).toBe(401);
    expect((await logIn(email, 'brand-new-pass')).status).toBe(200);

    for (const spent of [link, older]) {
      const again = await reset(spent, 'third-pass-33');
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('LINK_INVALID');
      expect(again.body.error.messages[0]).toMatch(/^Ссылка недействительна/);
    }
    expect((await logIn(email, 'brand-new-pass')).status).toBe(200);
  });

  it('refuses an expired link and one made for another purpose', async () => {
    const { email } = await registerAccount();
    const link = await resetLink(email, address(3));
    // As if the hour had passed: the test cannot wait.
    await table.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.accountLink(createHash('sha256').update(link).digest('hex')),
        UpdateExpression: 'SET linkExpiresAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    expect((await reset(link, 'brand-new-pass')).status).toBe(400);
    const signInLink = await resetLink(email, address(3));
    expect((await api('POST', '/api/user/link/sign-in', { body: { token: signInLink } })).status).toBe(400);
    expect((await logIn(email, 'secret-pass-1')).status).toBe(200);
  });

  it('sends one e-mail at most five letters an hour, registered or not, and one address asks for at most twenty', async () => {
    const { email } = await registerAccount();
    for (const target of [email, uniqueEmail('flood')]) {
      const answers = [];
      for (let n = 0; n < 6; n++)
        answers.push(await api('POST', '/api/user/link', { from: address(4, n + 1), body: { purpose: 'password-reset', email: target } }));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(answers[5]!.body.error.code).toBe('TOO_MANY_LETTERS');
      expect(answers[5]!.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const one = address(5);
    const answers = [];
    for (let n = 0; n < 21; n++)
      answers.push(
        (await api('POST', '/api/user/link', { from: one, body: { purpose: 'sign-in', email: uniqueEmail('sprayed') } })).status,
      );
    expect(answers).toEqual([...Array(20).fill(200), 429]);
  });
});

describe('logging out', () => {
  it('ends this session on the server; other sessions go on', async () => {
    const { token, email } = await registerAccount();
    const other = (await logIn(email, 'secret-pass-1')).body.token as string;
    const out = await api('POST', '/api/user/logout', { token });
    expect(out.status).toBe(204);
    const refused = await api('GET', '/api/user', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.messages).toEqual(['Вы вышли из кабинета: войдите снова']);
    expect(
      (await api('PUT', '/api/user', { token, body: { version: 0, user: { name: 'Взлом', email, phone: '+7 999 123-45-67' } } })).status,
    ).toBe(401);
    expect((await api('GET', '/api/user', { token: other })).status).toBe(200);
  });
});

describe('changing the login e-mail', () => {
  const change = (token: string, email: string) =>
    api('PUT', '/api/user/email', { token, body: { version: 0, email, password: 'secret-pass-1' } });

  it('takes effect only from the link mailed to the new address, once, and then tells the old address', async () => {
    const { token, email } = await registerAccount();
    const newEmail = uniqueEmail('moved');
    const since = sinceNow();
    const asked = await change(token, newEmail);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      sentTo: newEmail,
      messages: [expect.stringMatching(/^Мы отправили письмо на .*Email для входа сменится/)],
    });
    // Nothing moved yet.
    expect((await api('GET', '/api/user', { token })).body).toMatchObject({ email, version: 0 });
    expect((await logIn(email, 'secret-pass-1')).status).toBe(200);
    expect((await logIn(newEmail, 'secret-pass-1')).status).toBe(401);

    const letter = await letterTo(runtime.mailboxUrl, newEmail, 'Подтвердите новый email для входа в ДентЛид', since);
    const link = accountLinkIn(letter)!;
    expect(link.page).toBe('/email/change');
    const confirmed = await api('POST', '/api/user/email/confirm', { body: { token: link.token } });
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail } });
    expect((await api('GET', '/api/user', { token })).body).toMatchObject({ email: newEmail, version: 1 });
    expect((await logIn(newEmail, 'secret-pass-1')).status).toBe(200);
    expect((await logIn(email, 'secret-pass-1')).status).toBe(401);
    expect((await api('POST', '/api/user/email/confirm', { body: { token: link.token } })).status).toBe(400);

    const notice = await letterTo(runtime.mailboxUrl, email, 'Email для входа в ДентЛид изменён', since);
    expect(notice.body.text).toContain(`теперь это ${newEmail}`);
    // The old e-mail is free again: it signs a new clinic up.
    expect((await registerAccount(email)).email).toBe(email);
  });

  it("to a registered address: the owner's mailbox is told, nothing changes, and no link exists to take it", async () => {
    const owner = await registerAccount();
    const { token, email } = await registerAccount();
    const since = sinceNow();
    expect((await change(token, owner.email)).status).toBe(200);
    const warning = await letterTo(runtime.mailboxUrl, owner.email, 'Попытка сделать ваш email входом в другой аккаунт ДентЛид', since);
    expect(accountLinkIn(warning)).toBeUndefined();
    expect((await api('GET', '/api/user', { token })).body.email).toBe(email);
    expect((await api('GET', '/api/user', { token: owner.token })).body.email).toBe(owner.email);
    expect((await mailsTo(runtime.mailboxUrl, owner.email, since)).filter((mail) => accountLinkIn(mail))).toEqual([]);
  });
});
