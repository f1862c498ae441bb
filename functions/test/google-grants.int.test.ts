// Google access kept and its end told ahead (issue 24 §2), against the fake Google: a consent given to an
// app in testing mode lasts a fixed time (7 days at Google; here seconds), which Google's token answer
// says. The token schedule refreshes the grant before any lead needs it, warns the clinic by letter and on
// the card before the end, and when Google refuses the grant marks the card and mails the clinic, all with
// no lead coming in.
import { GOOGLE_RECONNECT_TEXT } from '../../shared/schemas/google';
import { api } from './api';
import { connectGoogle, fakeGrants, googleControl } from './google-support';
import { closeTestClients, mailsTo, newClinic, waitFor } from './leads-support';

afterAll(closeTestClients);

const uniqueAccount = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@gmail.com`;

describe('Google grants on the token schedule', () => {
  it('a testing-mode consent: refreshed by the schedule, the clinic warned before it ends, told when Google refuses it', async () => {
    const clinic = await newClinic();
    const account = uniqueAccount('testing');
    // Long enough for the schedule (every 2 s in the test runtime) to warn first on a loaded machine: six runs or more.
    const lifetimeSeconds = 15;
    await googleControl('testing-mode', { account, grantSeconds: lifetimeSeconds });
    const connectedAt = Date.now();
    const entry = await connectGoogle(clinic, account);
    // The card knows when the consent ends, as Google said it.
    const ends = Date.parse(entry.grantExpiresAt);
    expect(ends).toBeGreaterThan(connectedAt + (lifetimeSeconds - 5) * 1000);
    // Google's seconds left are whole: the end is recorded as the latest it can be (grantEndOf).
    expect(ends).toBeLessThanOrEqual(Date.now() + (lifetimeSeconds + 1) * 1000);

    // Ending within two days: the schedule refreshes the grant and warns the clinic at once.
    const [warning] = await waitFor('the letter warning that Google access ends', async () => {
      const mails = (await mailsTo(clinic.email)).filter((mail) => mail.subject.includes('скоро закончится'));
      return mails.length > 0 && mails;
    });
    expect(warning!.subject).toBe('Google Таблицы: доступ скоро закончится, подключите заново');
    expect(warning!.body.text).toContain('по времени клиники');
    expect(warning!.body.text).toContain('/user/integration');
    expect((await fakeGrants(account))[0]!.refreshes).toBeGreaterThanOrEqual(1);
    // One warning, however often the schedule runs before the end.
    const card = (await api('GET', '/api/integration', { token: clinic.token })).body.google[0];
    expect(card).toMatchObject({ _id: entry._id, grantExpiresAt: entry.grantExpiresAt });
    expect(card.error).toBeUndefined();

    // At the end Google refuses the grant: the card says to reconnect and the clinic gets the letter.
    const lost = await waitFor(
      'the card to say access was lost',
      async () => {
        const current = (await api('GET', '/api/integration', { token: clinic.token })).body.google[0];
        return current.error === GOOGLE_RECONNECT_TEXT && current;
      },
      { timeoutMs: 90_000 },
    );
    expect(lost._id).toBe(entry._id);
    const [letter] = await waitFor('the letter that access was lost', async () => {
      const mails = (await mailsTo(clinic.email)).filter((mail) => mail.subject.includes('не попадают'));
      return mails.length > 0 && mails;
    });
    expect(letter!.subject).toBe('Заявки не попадают в Google Таблицы: подключите заново');
    expect((await mailsTo(clinic.email)).filter((mail) => mail.subject.includes('скоро закончится'))).toHaveLength(1);

    // A reconnect is a new consent: its end is the new one, and the card is clear again.
    const again = await connectGoogle(clinic, account, entry._id);
    expect(again.error).toBeUndefined();
    expect(Date.parse(again.grantExpiresAt)).toBeGreaterThan(ends);
  }, 150_000);
});
