// Sign-up without enumeration (issue 13): the answer is the same for a new and a registered e-mail;
// the letter tells the mailbox owner which it was. A new address confirms through the letter's link.
import { confirmationCodeIn, mailsTo, signUpLetter } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { waitFor } from '../../infra/local/testing/wait-for';
import { api, registerAccount, registrationOf, uniqueEmail } from './api';

const runtime = testRuntime();
const nowSeconds = () => Date.now() / 1000 - 1;
const signUp = (email: string, password = 'other-pass-22') =>
  api('POST', '/api/user/registration', { body: { ...registrationOf(email), password, proofPassword: password } });

describe('sign-up', () => {
  it('answers a registered e-mail exactly as a new one, and only the letters differ', async () => {
    const owner = await registerAccount();
    const fresh = uniqueEmail('fresh');
    const since = nowSeconds();

    const taken = await signUp(owner.email.toUpperCase());
    const free = await signUp(fresh);
    for (const [answer, email] of [
      [taken, owner.email],
      [free, fresh],
    ] as const) {
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ messages: [`Мы отправили письмо на ${email}. Откройте ссылку из него, чтобы войти в кабинет`] });
      expect(answer.headers.get('content-type')).toBe(free.headers.get('content-type'));
    }
    expect(JSON.stringify(taken.body).replace(owner.email, '@')).toBe(JSON.stringify(free.body).replace(fresh, '@'));

    // (The owner's own confirmation letter may fall in the same second: the warning is told by its subject.)
    const warning = await waitFor('the warning letter', async () =>
      (await mailsTo(runtime.mailboxUrl, owner.email, since)).find(
        (mail) => mail.subject === 'Попытка регистрации с вашим email в ДентЛид',
      ),
    );
    expect(confirmationCodeIn(warning)).toBeUndefined();
    expect(warning.body.text).toContain('/authorization');

    const confirmation = await signUpLetter(runtime.mailboxUrl, fresh, since);
    expect(confirmation.mail.subject).toBe('Подтвердите регистрацию в ДентЛид');
    expect(confirmation.code).toEqual(expect.any(String));

    // The attempt changed nothing: the owner's password still opens the account, the stranger's does not.
    expect((await api('POST', '/api/user/authorization', { body: { email: owner.email, password: 'secret-pass-1' } })).status).toBe(200);
    expect((await api('POST', '/api/user/authorization', { body: { email: owner.email, password: 'other-pass-22' } })).status).toBe(401);
  });

  it("opens no account before the confirmation, and the letter's code signs in once", async () => {
    const email = uniqueEmail('confirm');
    const since = nowSeconds();
    expect((await signUp(email, 'secret-pass-1')).status).toBe(201);
    // Not an account yet: its maker is told so (below).
    expect((await api('POST', '/api/user/authorization', { body: { email, password: 'secret-pass-1' } })).status).toBe(403);

    const { code, mail } = await signUpLetter(runtime.mailboxUrl, email, since);
    // The code rides in the fragment, which no server (nor CloudFront's access log) ever receives.
    expect(mail.body.text).toMatch(new RegExp(`https?://[^/\\s]+/registration/confirm#code=${code}`));
    expect(mail.body.text).not.toContain('?code=');
    const confirmed = await api('POST', '/api/user/registration/confirm', { body: { code } });
    expect(confirmed.status).toBe(201);
    const me = await api('GET', '/api/user', { token: confirmed.body.token });
    expect(me.body).toMatchObject({ email, name: 'Клиника Тест' });
    expect((await api('POST', '/api/user/authorization', { body: { email, password: 'secret-pass-1' } })).status).toBe(200);

    for (const again of [code, `${code!.slice(0, -4)}AAAA`]) {
      const refused = await api('POST', '/api/user/registration/confirm', { body: { code: again } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('CONFIRMATION_INVALID');
      expect(refused.body.error.messages[0]).toMatch(/^Ссылка недействительна/);
    }
  });

  it('lets exactly one of two pending sign-ups of one e-mail open an account, confirmed at once', async () => {
    const email = uniqueEmail('race');
    const since = nowSeconds();
    expect((await signUp(email, 'first-pass-1')).status).toBe(201);
    expect((await signUp(email, 'second-pass-2')).status).toBe(201);
    const letters = await waitFor('two confirmation letters', async () => {
      const mails = await mailsTo(runtime.mailboxUrl, email, since);
      return mails.length >= 2 && mails;
    });
    const codes = letters.map(confirmationCodeIn);
    const answers = await Promise.all(codes.map((code) => api('POST', '/api/user/registration/confirm', { body: { code } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.messages).toEqual([
      'Аккаунт с этим email уже есть: войдите в кабинет',
    ]);
  });

  it('sends one address at most five letters an hour, new or registered alike', async () => {
    const owner = await registerAccount(); // its own sign-up was the first letter
    for (const [email, letters] of [
      [owner.email, 4],
      [uniqueEmail('flood'), 5],
    ] as const) {
      const answers = [];
      for (let attempt = 0; attempt <= letters; attempt++) answers.push(await signUp(email));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(letters).fill(201), 429]);
      expect(answers[letters]!.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answers[letters]!.body.error.code).toBe('TOO_MANY_SIGN_UPS');
    }
  });
});

describe('a login before the confirmation (issue 22)', () => {
  const logIn = (email: string, password: string) => api('POST', '/api/user/authorization', { body: { email, password } });
  const resend = (email: string, password: string) => api('POST', '/api/user/link', { body: { purpose: 'sign-up', email, password } });

  it('says the address is not confirmed yet only to the password of that sign-up, and mails the letter again on request', async () => {
    const email = uniqueEmail('pending');
    const since = nowSeconds();
    expect((await signUp(email, 'secret-pass-1')).status).toBe(201);
    await signUpLetter(runtime.mailboxUrl, email, since);

    const pending = await logIn(email, 'secret-pass-1');
    expect(pending.status).toBe(403);
    expect(pending.body.error.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(pending.body.error.messages).toEqual([
      `Email ${email} ещё не подтверждён: откройте ссылку из письма, которое мы на него отправили. Письма нет? Отправьте его ещё раз`,
    ]);
    // Any other password learns nothing: the answer of an unknown e-mail.
    const wrong = await logIn(email, 'other-pass-22');
    const unknown = await logIn(uniqueEmail('nobody'), 'other-pass-22');
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    expect((await resend(email, 'other-pass-22')).status).toBe(401);

    const resent = await resend(email, 'secret-pass-1');
    expect(resent).toMatchObject({
      status: 200,
      body: { messages: [`Мы отправили письмо на ${email}. Откройте ссылку из него, чтобы войти в кабинет`] },
    });
    const { code } = await signUpLetter(runtime.mailboxUrl, email, since, 1);
    const confirmed = await api('POST', '/api/user/registration/confirm', { body: { code } });
    expect(confirmed.status).toBe(201);
    expect((await logIn(email, 'secret-pass-1')).status).toBe(200);
    // Confirmed: no more letters to resend.
    expect((await resend(email, 'secret-pass-1')).status).toBe(401);
  });

  it('resends within the sign-up letters of the address, five an hour', async () => {
    const email = uniqueEmail('pending-flood');
    expect((await signUp(email, 'secret-pass-1')).status).toBe(201);
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await resend(email, 'secret-pass-1')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
