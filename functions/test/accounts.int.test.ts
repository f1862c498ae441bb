// Registration, login, profile and password over HTTP against the local runtime and DynamoDB Local.
// (The sign-up's letters and confirmation: sign-up.int.test.ts.)
import { signUpAndConfirm } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api, registerAccount, registrationOf, uniqueEmail } from './api';

describe('registration', () => {
  it("opens an account whose token opens GET /api/user, with the form's fields", async () => {
    const email = uniqueEmail();
    const runtime = testRuntime();
    const token = await signUpAndConfirm(runtime.appUrl, runtime.mailboxUrl, {
      ...registrationOf(email),
      phone: '89991234567',
      utm: 'utm_source: ya',
    });
    const me = await api('GET', '/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Клиника Тест', email, phone: '+7 999 123-45-67', validUntil: null });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('accepts a foreign phone in plain mode and lower-cases the e-mail', async () => {
    const email = uniqueEmail('Foreign').replace('foreign', 'Foreign');
    const runtime = testRuntime();
    const token = await signUpAndConfirm(runtime.appUrl, runtime.mailboxUrl, { ...registrationOf(email), phone: '+49 30 1234-5678' });
    const me = await api('GET', '/api/user', { token });
    expect(me.body.email).toBe(email.toLowerCase());
    expect(me.body.phone).toBe('+49 30 1234-5678');
  });

  it('lists every broken field in Russian', async () => {
    const answer = await api('POST', '/api/user/registration', {
      body: { name: 'A', email: 'not-an-email', phone: '+7 999', password: 'short', proofPassword: 'other' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION');
    expect(Object.keys(answer.body.error.fields)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'password']));
    for (const message of answer.body.error.messages) expect(message).toMatch(/[А-Яа-яЁё]/);
  });

  it('answers 400 to missing and wrong-typed fields, and to malformed JSON', async () => {
    const missing = await api('POST', '/api/user/registration', { body: { email: uniqueEmail() } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({ name: expect.any(String), password: expect.any(String) });
    const wrongType = await api('POST', '/api/user/registration', { body: { ...registrationOf(), name: 42, phone: ['+7'] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.fields.name).toBe('Укажите имя');
    const malformed = await api('POST', '/api/user/registration', {
      rawBody: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('MALFORMED_JSON');
    const notJson = await api('POST', '/api/user/registration', { rawBody: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
  });
});

describe('login', () => {
  it('answers a token for the right password and the same message for a wrong password or unknown e-mail', async () => {
    const { email } = await registerAccount();
    const ok = await api('POST', '/api/user/authorization', { body: { email, password: 'secret-pass-1' } });
    expect(ok.status).toBe(200);
    expect((await api('GET', '/api/user', { token: ok.body.token })).status).toBe(200);
    const wrong = await api('POST', '/api/user/authorization', { body: { email, password: 'wrong-pass-1' } });
    const unknown = await api('POST', '/api/user/authorization', { body: { email: uniqueEmail('nobody'), password: 'secret-pass-1' } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body.error.messages).toEqual(['Неверный email или пароль']);
    }
  });
});

describe('profile', () => {
  it('autosaves name and phone; an e-mail differing from the stored one is refused and nothing is written', async () => {
    const { token, email } = await registerAccount();
    const update = await api('PUT', '/api/user', {
      token,
      body: { version: 0, user: { name: 'Новое имя', email, phone: '+7 701 555-66-77' } },
    });
    expect(update.status).toBe(200);
    expect(update.body).toEqual({ name: 'Новое имя', email, phone: '+7 701 555-66-77', version: 1 });

    const moved = await api('PUT', '/api/user', {
      token,
      body: { version: 1, user: { name: 'Другое имя', email: uniqueEmail('moved'), phone: '+7 701 555-66-77' } },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields['user.email']).toMatch(/^Email для входа меняется только с текущим паролем/);
    expect((await api('GET', '/api/user', { token })).body).toMatchObject({ name: 'Новое имя', email, version: 1 });
  });

  it('answers 400 to an update without the user object', async () => {
    const { token } = await registerAccount();
    const answer = await api('PUT', '/api/user', { token, body: { version: 0, name: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/user/);
  });
});

describe('e-mail change', () => {
  const changeEmail = (token: string, body: Record<string, unknown>) => api('PUT', '/api/user/email', { token, body });
  const logIn = (email: string) => api('POST', '/api/user/authorization', { body: { email, password: 'secret-pass-1' } });

  it('needs the current password: a missing or wrong one is refused at the field and changes nothing', async () => {
    const { token, email } = await registerAccount();
    const newEmail = uniqueEmail('moved');
    const missing = await changeEmail(token, { version: 0, email: newEmail });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.password).toBe('Введите текущий пароль');
    const empty = await changeEmail(token, { version: 0, email: newEmail, password: '' });
    expect(empty.body.error.fields.password).toBe('Введите текущий пароль');
    const wrong = await changeEmail(token, { version: 0, email: newEmail, password: 'wrong-pass-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ password: 'Неверный пароль' });

    expect((await api('GET', '/api/user', { token })).body).toMatchObject({ email, version: 0 });
    expect((await logIn(email)).status).toBe(200);
    expect((await logIn(newEmail)).status).toBe(401);
    // The new address was not taken either.
    expect((await registerAccount(newEmail)).email).toBe(newEmail);
  });

  it('refuses an unchanged e-mail and a stale version, changing nothing (the new address by its letter: account-recovery.int.test.ts)', async () => {
    const second = await registerAccount();
    const same = await changeEmail(second.token, { version: 0, email: second.email, password: 'secret-pass-1' });
    expect(same.status).toBe(400);
    expect(same.body.error.fields.email).toBe('Это и есть ваш текущий email');
    const stale = await changeEmail(second.token, { version: 3, email: uniqueEmail('stale'), password: 'secret-pass-1' });
    expect(stale.status).toBe(409);
    expect((await api('GET', '/api/user', { token: second.token })).body).toMatchObject({ email: second.email, version: 0 });
  });

  it('counts wrong passwords with the login: five lock the e-mail change and the login for a while', async () => {
    const { token, email } = await registerAccount();
    for (let i = 0; i < 5; i++) {
      expect((await changeEmail(token, { version: 0, email: uniqueEmail('guess'), password: `wrong-pass-${i}` })).status).toBe(400);
    }
    const locked = await changeEmail(token, { version: 0, email: uniqueEmail('guess'), password: 'secret-pass-1' });
    expect(locked.status).toBe(429);
    expect(locked.body.error.messages[0]).toMatch(/^Слишком много неверных паролей.*через 5 мин\.$/);
    expect((await logIn(email)).status).toBe(429);
    expect((await api('GET', '/api/user', { token })).body).toMatchObject({ email, version: 0 });
  });
});

describe('password change', () => {
  it('changes the password only when the old one matches and the new one differs', async () => {
    const { token, email } = await registerAccount();
    const wrongOld = await api('PUT', '/api/user/password', { token, body: { passwordOld: 'nope-nope-1', passwordNew: 'brand-new-pass' } });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.error.messages).toEqual(['Старый пароль указан неверно']);
    const same = await api('PUT', '/api/user/password', { token, body: { passwordOld: 'secret-pass-1', passwordNew: 'secret-pass-1' } });
    expect(same.status).toBe(400);
    expect(same.body.error.fields.passwordNew).toBe('Новый пароль должен отличаться от старого');

    const ok = await api('PUT', '/api/user/password', { token, body: { passwordOld: 'secret-pass-1', passwordNew: 'brand-new-pass' } });
    expect(ok.status).toBe(200);
    expect(typeof ok.body._id).toBe('string');
    expect((await api('POST', '/api/user/authorization', { body: { email, password: 'secret-pass-1' } })).status).toBe(401);
    expect((await api('POST', '/api/user/authorization', { body: { email, password: 'brand-new-pass' } })).status).toBe(200);
  });
});
