import { accessRedirect, isPublicPath, isPublicQuizPath, normalizePath, pageBackground, unauthorizedAction } from './access';

describe('isPublicPath (docs/contract/cabinet.md §6)', () => {
  it.each([
    ['/', true],
    ['/policy', true],
    ['/policy/', true],
    ['/widget', true],
    ['/quiz/abc123', true],
    ['/quiz/abc123/', true],
    ['/some/quiz/abc', true],
    ['/quiz', false],
    ['/quiz/', false],
    ['/quiz/setting/abc/landingPage', false],
    ['/quiz/setting', false],
    ['/setting', false],
    ['/user', false],
    ['/test', true],
    ['/seagull', true],
    ['/authorization', false],
    ['/policyx', false],
  ])('%s -> %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });

  it('treats exactly the public quiz paths as public quizzes', () => {
    expect(isPublicQuizPath('/quiz/1')).toBe(true);
    expect(isPublicQuizPath('/quiz')).toBe(false);
    expect(isPublicQuizPath('/quiz/setting/1/questions')).toBe(false);
  });

  it('normalizes trailing slashes but keeps the root', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/user///')).toBe('/user');
  });
});

describe('accessRedirect', () => {
  it('lets anyone open public pages', () => {
    for (const path of ['/', '/policy', '/widget', '/quiz/42', '/seagull', '/test']) {
      expect(accessRedirect(path, false)).toBeNull();
      expect(accessRedirect(path, true)).toBeNull();
    }
  });

  it('sends a visitor without a token from cabinet pages to /authorization', () => {
    for (const path of ['/setting', '/setting/doctors', '/user', '/user/integration', '/quiz', '/quiz/setting/1/analytics', '/unknown']) {
      expect(accessRedirect(path, false)).toBe('/authorization');
    }
  });

  it("opens the sign-up letter's link with or without a token (it signs in whoever opens it)", () => {
    expect(accessRedirect('/registration/confirm', false)).toBeNull();
    expect(accessRedirect('/registration/confirm', true)).toBeNull();
  });

  it("opens the patient's visit page to anyone, signed in or not (issue 26 §3: the link is the key)", () => {
    expect(accessRedirect('/visit', false)).toBeNull();
    expect(accessRedirect('/visit', true)).toBeNull();
    expect(unauthorizedAction('/visit')).toEqual({ clearSession: false, redirectTo: null });
  });

  it("opens the staff invitation's page to anyone, signed in or not (issue 29: the invited person has no account yet)", () => {
    expect(accessRedirect('/staff/accept', false)).toBeNull();
    expect(accessRedirect('/staff/accept', true)).toBeNull();
    expect(unauthorizedAction('/staff/accept')).toEqual({ clearSession: false, redirectTo: null });
  });

  it('opens the lead-address confirmation page to anyone (its owner has no account)', () => {
    expect(accessRedirect('/email/confirm', false)).toBeNull();
    expect(accessRedirect('/email/confirm', true)).toBeNull();
  });

  it("opens the account letters' pages with or without a token, and 'Забыли пароль?' to visitors", () => {
    for (const path of ['/authorization/link', '/password/reset', '/email/change']) {
      expect(accessRedirect(path, false)).toBeNull();
      expect(accessRedirect(path, true)).toBeNull();
    }
    expect(accessRedirect('/password/forgot', false)).toBeNull();
    expect(accessRedirect('/password/forgot', true)).toBe('/setting');
  });

  it('lets a visitor without a token open the login and registration pages', () => {
    expect(accessRedirect('/authorization', false)).toBeNull();
    expect(accessRedirect('/registration', false)).toBeNull();
  });

  it('sends a signed-in user from login and registration to /setting', () => {
    expect(accessRedirect('/authorization', true)).toBe('/setting');
    expect(accessRedirect('/registration/', true)).toBe('/setting');
  });

  it('lets a signed-in user into the cabinet', () => {
    expect(accessRedirect('/setting', true)).toBeNull();
    expect(accessRedirect('/quiz', true)).toBeNull();
  });
});

describe('unauthorizedAction', () => {
  it('ignores a 401 on /policy, /widget, / and public quizzes', () => {
    for (const path of ['/', '/policy', '/widget', '/quiz/7', '/seagull', '/test']) {
      expect(unauthorizedAction(path)).toEqual({ clearSession: false, redirectTo: null });
    }
  });

  it('clears the session and goes to /authorization elsewhere', () => {
    for (const path of ['/setting', '/user', '/quiz', '/quiz/setting/7/questions']) {
      expect(unauthorizedAction(path)).toEqual({ clearSession: true, redirectTo: '/authorization' });
    }
  });

  it('stays on the login and registration pages so their form can show the messages', () => {
    expect(unauthorizedAction('/authorization')).toEqual({ clearSession: true, redirectTo: null });
    expect(unauthorizedAction('/registration')).toEqual({ clearSession: true, redirectTo: null });
  });
});

describe('pageBackground', () => {
  it('is light on /seagull and public quizzes, dark elsewhere', () => {
    expect(pageBackground('/seagull')).toBe('light');
    expect(pageBackground('/quiz/5')).toBe('light');
    expect(pageBackground('/quiz')).toBe('dark');
    expect(pageBackground('/quiz/setting/5/landingPage')).toBe('dark');
    expect(pageBackground('/')).toBe('dark');
    expect(pageBackground('/setting')).toBe('dark');
  });
});
