// `npm start` prints the origin every generated link uses (issue 22 §4): a session opened at the address
// of the READY line is where the mail's links, the amoCRM and Google consent returns and the bank's
// return lead, so its stored sign-in is there when they come back.
import { api, registerAccount, uniqueEmail } from '../../functions/test/api';
import { mailsTo } from './sign-up';
import { testRuntime } from './testing/runtime';

const printed = () => new URL(testRuntime().appUrl).origin;

describe('the local origin', () => {
  it('is the origin of the links in mail and of the amoCRM, Google and bank returns', async () => {
    const email = uniqueEmail('origin');
    const { token } = await registerAccount(email);
    const [letter] = await mailsTo(testRuntime().mailboxUrl, email);
    const links = [...(letter!.body.text ?? '').matchAll(/https?:\/\/[^\s"')>]+/g)].map(([link]) => new URL(link).origin);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set([printed()]));

    const amo = await api<{ url: string }>('GET', '/api/amo/url', { token });
    const google = await api<{ url: string }>('GET', '/api/google/url', { token });
    for (const consent of [amo.body.url, google.body.url]) {
      expect(new URL(new URL(consent).searchParams.get('redirect_uri')!).origin).toBe(printed());
    }

    const payment = await api<{ fields: Array<{ name: string; value: string }> }>('GET', '/api/user/pay/form', { token });
    const successUrl = payment.body.fields.find((field) => field.name === 'success_url')!.value;
    expect(new URL(successUrl).origin).toBe(printed());
  });
});
