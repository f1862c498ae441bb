// No edit is silently lost (issue 13 §5): a cabinet write carries the version it was based on; of two
// writes based on the same version exactly one is applied, the other gets 409 and the client merges.
import { mergeOrderedRecord } from '../../shared/domain/edit-merge';
import { EDIT_CONFLICT_CODE } from '../../shared/schemas/edit-version';
import type { ClinicView } from '../../shared/schemas/clinic';
import type { DoctorView } from '../../shared/schemas/doctor';
import type { IntegrationsAnswer } from '../../shared/schemas/integrations';
import type { UserView } from '../../shared/schemas/user';
import type { SettingView } from '../../shared/schemas/services';
import { api, registerAccount, uniqueEmail, type ApiAnswer } from './api';

const ROUNDS = 20;

const expectConflict = (answer: ApiAnswer) => {
  expect(answer.status).toBe(409);
  expect(answer.body.error.code).toBe(EDIT_CONFLICT_CODE);
  expect(answer.body.error.message).toMatch(/другой вкладке или у коллеги/);
};

describe('the clinic profile', () => {
  it(`of two saves at once based on one version, exactly one is applied and the other gets 409 (${ROUNDS} rounds)`, async () => {
    const { token } = await registerAccount();
    for (let round = 0; round < ROUNDS; round++) {
      const { version } = (await api<ClinicView>('GET', '/api/clinic', { token })).body;
      const names = [`Вкладка А ${round}`, `Вкладка Б ${round}`];
      const answers = await Promise.all(names.map((clinic) => api('PUT', '/api/clinic', { token, body: { version, clinic } })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const applied = answers.find((answer) => answer.status === 200)!;
      expectConflict(answers.find((answer) => answer.status === 409)!);
      expect(applied.body.version).toBe(version + 1);
      const stored = (await api<ClinicView>('GET', '/api/clinic', { token })).body;
      expect(stored).toMatchObject({ clinic: applied.body.clinic, version: version + 1 });
    }
  });

  it('refuses a save without the version it was based on, with a Russian message', async () => {
    const { token } = await registerAccount();
    const answer = await api('PUT', '/api/clinic', { token, body: { clinic: 'Без версии' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.version).toMatch(/версию данных/);
    expect((await api<ClinicView>('GET', '/api/clinic', { token })).body).toMatchObject({ clinic: 'Клиника Тест', version: 0 });
  });

  it('a logo upload moves the version, so a save based on the older one cannot put the old logo back', async () => {
    const { token } = await registerAccount();
    const before = (await api<ClinicView>('GET', '/api/clinic', { token })).body;
    const removed = await api<ClinicView>('PUT', '/api/clinic', { token, body: { version: before.version, logo: null } });
    expect(removed.body.version).toBe(before.version + 1);
    expectConflict(await api('PUT', '/api/clinic', { token, body: { version: before.version, clinic: 'Старая вкладка' } }));
  });
});

describe('the services', () => {
  it('two tabs each adding a direction: the second gets 409, and after its merge both directions exist', async () => {
    const { token } = await registerAccount();
    const first = await api<SettingView>('PUT', '/api/setting', {
      token,
      body: { version: 0, setting: { servicesList: { Терапия: [{ name: 'Пломба', cost: '4500' }] } } },
    });
    const base = first.body;
    const tabA = { ...base.servicesList, Хирургия: [{ name: 'Удаление', cost: '3000' }] };
    const tabB = { ...base.servicesList, Ортодонтия: [{ name: 'Брекеты', cost: '150 000' }] };

    const savedA = await api<SettingView>('PUT', '/api/setting', {
      token,
      body: { version: base.version, setting: { servicesList: tabA } },
    });
    expect(savedA.status).toBe(200);
    const refusedB = await api('PUT', '/api/setting', { token, body: { version: base.version, setting: { servicesList: tabB } } });
    expectConflict(refusedB);
    expect(Object.keys((await api<SettingView>('GET', '/api/setting', { token })).body.servicesList)).toEqual(['Терапия', 'Хирургия']);

    // Tab B does what the cabinet does on 409: reads the fresh copy, merges its unsaved change onto it, saves again.
    const fresh = (await api<SettingView>('GET', '/api/setting', { token })).body;
    const merged = mergeOrderedRecord(base.servicesList, tabB, fresh.servicesList);
    expect(merged).not.toBeNull();
    const savedB = await api<SettingView>('PUT', '/api/setting', {
      token,
      body: { version: fresh.version, setting: { servicesList: merged } },
    });
    expect(savedB.status).toBe(200);
    expect((await api<SettingView>('GET', '/api/setting', { token })).body).toEqual({
      servicesList: {
        Терапия: [{ name: 'Пломба', cost: '4500' }],
        Хирургия: [{ name: 'Удаление', cost: '3000' }],
        Ортодонтия: [{ name: 'Брекеты', cost: '150 000' }],
      },
      version: fresh.version + 1,
    });
  });

  it(`of two saves at once based on one version, exactly one is applied (${ROUNDS} rounds)`, async () => {
    const { token } = await registerAccount();
    for (let round = 0; round < ROUNDS; round++) {
      const { version, servicesList } = (await api<SettingView>('GET', '/api/setting', { token })).body;
      const answers = await Promise.all(
        ['А', 'Б'].map((tab) =>
          api('PUT', '/api/setting', {
            token,
            body: { version, setting: { servicesList: { ...servicesList, [`Вкладка ${tab} ${round}`]: [] } } },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const stored = (await api<SettingView>('GET', '/api/setting', { token })).body;
      expect(stored).toEqual(answers.find((answer) => answer.status === 200)!.body);
    }
  });
});

describe('the doctors', () => {
  it('a change based on an older version of a doctor gets 409 and changes nothing; one based on the fresh version is saved', async () => {
    const { token } = await registerAccount();
    const created = (await api<DoctorView>('POST', '/api/doctor', { token, body: { name: 'Иванова Анна' } })).body;
    const tabA = await api<DoctorView[]>('PUT', '/api/doctor', {
      token,
      body: { doctorList: [{ _id: created._id, version: created.version, experience: '10 лет' }] },
    });
    expect(tabA.status).toBe(200);
    const fresh = tabA.body[0]!;
    expect(fresh.version).toBe(created.version + 1);
    expectConflict(
      await api('PUT', '/api/doctor', {
        token,
        body: { doctorList: [{ _id: created._id, version: created.version, experience: '3 года' }] },
      }),
    );
    expect((await api<DoctorView[]>('GET', '/api/doctor', { token })).body[0]).toMatchObject({
      experience: '10 лет',
      version: fresh.version,
    });
    const tabB = await api<DoctorView[]>('PUT', '/api/doctor', {
      token,
      body: { doctorList: [{ _id: created._id, version: fresh.version, discription: 'Терапевт' }] },
    });
    expect(tabB.body[0]).toMatchObject({ experience: '10 лет', discription: 'Терапевт', version: fresh.version + 1 });
  });
});

describe('the integrations', () => {
  it(`of two saves at once based on one version, exactly one is applied and the other gets 409 (${ROUNDS} rounds)`, async () => {
    const { token } = await registerAccount();
    for (let round = 0; round < ROUNDS; round++) {
      const { version } = (await api<IntegrationsAnswer>('GET', '/api/integration', { token })).body;
      const links = [`https://a.example.ru/${round}`, `https://b.example.ru/${round}`];
      const answers = await Promise.all(
        links.map((link) => api<IntegrationsAnswer>('PUT', '/api/integration', { token, body: { version, externalLink: [{ link }] } })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const applied = answers.find((answer) => answer.status === 200)!;
      expectConflict(answers.find((answer) => answer.status === 409)!);
      expect(applied.body.version).toBe(version + 1);
      const stored = (await api<IntegrationsAnswer>('GET', '/api/integration', { token })).body;
      expect(stored.version).toBe(version + 1);
      expect(stored.externalLink.map((entry) => entry.link)).toEqual(applied.body.externalLink.map((entry) => entry.link));
    }
  });

  it('refuses a save based on an older version, and one without a version, changing nothing', async () => {
    const { token } = await registerAccount();
    const first = await api<IntegrationsAnswer>('PUT', '/api/integration', {
      token,
      body: { version: 0, webSite: [{ text: 'clinic.ru' }] },
    });
    expect(first.body.version).toBe(1);
    expectConflict(await api('PUT', '/api/integration', { token, body: { version: 0, webSite: [{ text: 'old-tab.ru' }] } }));
    const missing = await api('PUT', '/api/integration', { token, body: { webSite: [{ text: 'no-version.ru' }] } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.version).toMatch(/версию данных/);
    const stored = (await api<IntegrationsAnswer>('GET', '/api/integration', { token })).body;
    expect(stored).toMatchObject({ version: 1, webSite: [{ text: 'clinic.ru' }] });
  });
});

describe('the account profile', () => {
  it(`of two saves at once based on one version, exactly one is applied and the other gets 409 (${ROUNDS} rounds)`, async () => {
    const { token } = await registerAccount();
    for (let round = 0; round < ROUNDS; round++) {
      const { version, email, phone } = (await api<UserView>('GET', '/api/user', { token })).body;
      const names = [`Анна ${round}`, `Борис ${round}`];
      const answers = await Promise.all(
        names.map((name) => api('PUT', '/api/user', { token, body: { version, user: { name, email, phone } } })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const applied = answers.find((answer) => answer.status === 200)!;
      expectConflict(answers.find((answer) => answer.status === 409)!);
      expect(applied.body.version).toBe(version + 1);
      expect((await api<UserView>('GET', '/api/user', { token })).body).toMatchObject({ name: applied.body.name, version: version + 1 });
    }
  });

  it('an e-mail change based on an older version gets 409 and moves nothing', async () => {
    const { token, email } = await registerAccount();
    const { phone } = (await api<UserView>('GET', '/api/user', { token })).body;
    const renamed = await api('PUT', '/api/user', { token, body: { version: 0, user: { name: 'Новое имя', email, phone } } });
    expect(renamed.body.version).toBe(1);
    const moved = uniqueEmail('stale');
    expectConflict(await api('PUT', '/api/user/email', { token, body: { version: 0, email: moved, password: 'secret-pass-1' } }));
    expect((await api<UserView>('GET', '/api/user', { token })).body).toMatchObject({ name: 'Новое имя', email, version: 1 });
    // The e-mail the stale save named was not taken.
    expect((await registerAccount(moved)).email).toBe(moved);
  });
});
