import { secretLinkPath, secretOfUrl } from '../../../shared/account-pages';
import { withSecretInFragment } from './secret-in-fragment';

describe('a one-time secret in a page URL', () => {
  it("moves an old letter's query code to the fragment, keeping the rest of the query", () => {
    expect(withSecretInFragment('https://dentlead.ru/registration/confirm?code=abc_DEF-123&utm_source=mail')).toBe(
      'https://dentlead.ru/registration/confirm?utm_source=mail#code=abc_DEF-123',
    );
    expect(withSecretInFragment('https://dentlead.ru/email/confirm?token=t0k3n')).toBe('https://dentlead.ru/email/confirm#token=t0k3n');
    expect(withSecretInFragment('https://dentlead.ru/password/reset/?token=t0k3n')).toBe('https://dentlead.ru/password/reset/#token=t0k3n');
  });

  it('leaves alone a page whose secret is in the fragment already, and the other pages', () => {
    expect(withSecretInFragment('https://dentlead.ru/registration/confirm#code=abc')).toBeNull();
    expect(withSecretInFragment('https://dentlead.ru/authorization?code=abc')).toBeNull();
    expect(withSecretInFragment('https://dentlead.ru/setting?token=abc')).toBeNull();
  });

  it('reads what the server links to, and what an old letter links to', () => {
    const path = secretLinkPath('/authorization/link', 'token', 'a-b_c');
    expect(path).toBe('/authorization/link#token=a-b_c');
    expect(secretOfUrl(new URL(`https://x.ru${path}`), 'token')).toBe('a-b_c');
    expect(secretOfUrl(new URL('https://x.ru/email/confirm?token=old'), 'token')).toBe('old');
    expect(secretOfUrl(new URL('https://x.ru/email/confirm'), 'token')).toBe('');
  });
});
