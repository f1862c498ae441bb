// Issue 29: staff accounts with roles. One clinic for the file: the owner invites an administrator and a
// marketer (the letters in the SES mailbox), they accept and sign in, every signed-in row is swept against
// every role (refused with 403 exactly where the role table says), phones are masked for the marketer, the
// activity log names who changed what, and removing a person ends their session at their next call.
import { mayUse, rolesFor, staffRoles, type StaffRole } from '../../shared/domain/staff/roles';
import { accountLinkIn, letterTo } from '../../infra/local/sign-up';
import { testRuntime } from '../../infra/local/testing/runtime';
import { waitFor } from '../../infra/local/testing/wait-for';
import { routeList } from '../routes';
import { api, registerAccount, uniqueEmail } from './api';

interface Person {
  token: string;
  personId: string;
  email: string;
}

async function invite(ownerToken: string, role: 'administrator' | 'marketer'): Promise<Person> {
  const email = uniqueEmail();
  const since = Math.floor(Date.now() / 1000) - 1;
  const invited = await api('POST', '/api/staff/invite', { token: ownerToken, body: { email, role } });
  expect(invited.status).toBe(201);
  const subject = await waitFor(`the invitation to ${email}`, () => subjectOf(email));
  const mail = await letterTo(testRuntime().mailboxUrl, email, subject, since);
  const code = /\/staff\/accept#code=([\w-]+)/.exec(mail.body.text ?? '')?.[1];
  expect(code).toBeDefined();
  const accepted = await api('POST', '/api/staff/accept', {
    body: {
      code,
      name: role === 'marketer' ? 'Мария Маркетолог' : 'Анна Администратор',
      password: 'staff-pass-1',
      proofPassword: 'staff-pass-1',
    },
  });
  expect(accepted.status).toBe(201);
  const again = await api('POST', '/api/staff/accept', {
    body: { code, name: 'Ещё раз', password: 'staff-pass-1', proofPassword: 'staff-pass-1' },
  });
  expect(again.status).toBe(400);
  const login = await api('POST', '/api/user/authorization', { body: { email, password: 'staff-pass-1' } });
  expect(login.status).toBe(200);
  const me = await api('GET', '/api/user', { token: login.body.token });
  expect(me.body.role).toBe(role);
  return { token: login.body.token, personId: me.body._id, email };
}

async function subjectOf(email: string): Promise<string | undefined> {
  const store = (await (await fetch(`${testRuntime().mailboxUrl}/store`)).json()) as {
    emails: Array<{ subject: string; destination: { to: string[] } }>;
  };
  return store.emails.find((mail) => mail.destination.to.includes(email) && mail.subject.startsWith('Приглашение'))?.subject;
}

let owner: { token: string; email: string };
const people = {} as Record<StaffRole, Person>;

beforeAll(async () => {
  owner = await registerAccount();
  people.owner = { token: owner.token, personId: '', email: '' };
  people.administrator = await invite(owner.token, 'administrator');
  people.marketer = await invite(owner.token, 'marketer');
}, 120_000);

describe('route sweep: every signed-in row x every role', () => {
  const userRows = routeList.filter((row) => row.access === 'user');

  it('has a roles entry from the role table on every signed-in row', () => {
    const entries = Object.keys(rolesFor);
    for (const row of userRows) expect(entries).toContain(row.roles);
  });

  describe.each(staffRoles.filter((role) => role !== 'owner'))('%s', (role) => {
    it.each(userRows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (_name, row) => {
      const answer = await api(row.method, row.path, {
        token: people[role].token,
        rawBody: '{"broken": ',
        headers: { 'content-type': 'application/json' },
      });
      if (row.roles && mayUse(row.roles, role)) expect(answer.status).not.toBe(403);
      else {
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('ROLE_FORBIDDEN');
      }
    });
  });
});

describe('staff', () => {
  it('lets the owner list people and refuses a marketer the staff list', async () => {
    const list = await api('GET', '/api/staff', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.people.map((person: { role: string }) => person.role).sort()).toEqual(['administrator', 'marketer', 'owner']);
    expect((await api('GET', '/api/staff', { token: people.marketer.token })).status).toBe(403);
  });

  it('masks the phones for a marketer unless the owner allows them', async () => {
    const leads = await api('GET', '/api/ticket/user', { token: people.marketer.token });
    expect(leads.status).toBe(200);
    const phoneSearch = await api('GET', '/api/ticket/user?q=8912', { token: people.marketer.token });
    expect(phoneSearch.status).toBe(400);
    expect(phoneSearch.body.error.fields.q).toMatch(/телефон/);
    const allowed = await api('PUT', '/api/staff', {
      token: owner.token,
      body: { personId: people.marketer.personId, role: 'marketer', phonesAllowed: true },
    });
    expect(allowed.status).toBe(200);
    expect((await api('GET', '/api/ticket/user?q=8912', { token: people.marketer.token })).status).toBe(200);
  });

  it('records who changed what, filterable by person and kind', async () => {
    const created = await api('POST', '/api/doctor', { token: people.administrator.token, body: { name: 'Доктор Журналов' } });
    expect(created.status).toBe(201);
    const byAdmin = await api('GET', `/api/activity?person=${people.administrator.personId}&kind=doctor`, { token: owner.token });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.entries).toEqual([
      expect.objectContaining({ kind: 'doctor', action: 'created', subject: 'Доктор Журналов', personName: 'Анна Администратор' }),
    ]);
    const staffChanges = await api('GET', '/api/activity?kind=staff', { token: owner.token });
    expect(staffChanges.body.entries.every((entry: { kind: string }) => entry.kind === 'staff')).toBe(true);
    expect((await api('GET', '/api/activity', { token: people.administrator.token })).status).toBe(403);
  });

  it('keeps a staff member of clinic A out of clinic B', async () => {
    const other = await registerAccount();
    const foreignDoctor = await api('POST', '/api/doctor', { token: other.token, body: { name: 'Доктор Чужой' } });
    expect(foreignDoctor.status).toBe(201);
    const seen = (await api('GET', '/api/doctor', { token: people.administrator.token })).body as Array<{ name: string }>;
    expect(seen.map((doctor) => doctor.name)).not.toContain('Доктор Чужой');
    const removeForeign = await api('DELETE', `/api/staff?personId=${people.administrator.personId}`, { token: other.token });
    expect(removeForeign.status).toBe(404);
  });

  it('gives each person their own password reset and sessions: the owner’s are untouched', async () => {
    const { email, token: oldSession } = people.marketer;
    const since = Math.floor(Date.now() / 1000) - 1;
    expect((await api('POST', '/api/user/link', { body: { purpose: 'password-reset', email } })).status).toBe(200);
    const link = accountLinkIn(await letterTo(testRuntime().mailboxUrl, email, 'Новый пароль для ДентЛид', since));
    const reset = await api('POST', '/api/user/password/reset', {
      body: { token: link!.token, password: 'staff-pass-2', proofPassword: 'staff-pass-2' },
    });
    expect(reset.status).toBe(200);
    // The marketer's old session ended, the new one is the marketer's, in the same clinic, with the same role.
    expect((await api('GET', '/api/user', { token: oldSession })).status).toBe(401);
    const me = await api('GET', '/api/user', { token: reset.body.token });
    expect(me.body).toMatchObject({ _id: people.marketer.personId, role: 'marketer' });
    expect((await api('POST', '/api/user/authorization', { body: { email, password: 'staff-pass-1' } })).status).toBe(401);
    people.marketer = { ...people.marketer, token: reset.body.token };
    // The owner's password and session are as they were.
    expect((await api('POST', '/api/user/authorization', { body: { email: owner.email, password: 'secret-pass-1' } })).status).toBe(200);
    expect((await api('GET', '/api/user', { token: owner.token })).body.role).toBe('owner');
    expect((await api('GET', '/api/staff', { token: owner.token })).status).toBe(200);
  });

  it('ends a removed person’s session at their next call', async () => {
    expect((await api('GET', '/api/doctor', { token: people.administrator.token })).status).toBe(200);
    const removed = await api('DELETE', `/api/staff?personId=${people.administrator.personId}`, { token: owner.token });
    expect(removed.status).toBe(204);
    const after = await api('GET', '/api/doctor', { token: people.administrator.token });
    expect(after.status).toBe(401);
    const login = await api('POST', '/api/user/authorization', { body: { email: people.administrator.email, password: 'staff-pass-1' } });
    expect(login.status).toBe(401);
  });
});
