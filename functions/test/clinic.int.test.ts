// Clinic profile, services and doctors over HTTP: happy paths, renames that doctors follow, the five
// rules, deletion, malformed payloads.
import { api, deleteDoctorNow, doctorVersionOf, registerAccount, versionOf } from './api';
import { setUpClinic, weekSchedule } from './clinic-fixtures';

describe('clinic profile', () => {
  it('starts with defaults (named as registered), saves, drops empty addresses and keeps what was not sent', async () => {
    const { token } = await registerAccount();
    const empty = await api('GET', '/api/clinic', { token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      clinic: 'Клиника Тест',
      logo: null,
      currency: { name: 'Рубль', symbol: '₽' },
      addressList: [],
      timezone: 'Europe/Moscow',
    });

    const saved = await api('PUT', '/api/clinic', {
      token,
      body: {
        version: empty.body.version,
        clinic: ' Улыбка ',
        currency: { name: 'Тенге', symbol: '₸' },
        addressList: ['ул. Абая, 1', '', '  ', 'ул. Абая, 1'],
        specializationList: ['Ортодонт'],
        timezone: 'Asia/Almaty',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      clinic: 'Улыбка',
      currency: { name: 'Тенге', symbol: '₸' },
      addressList: ['ул. Абая, 1'],
      timezone: 'Asia/Almaty',
    });

    await api('PUT', '/api/clinic', { token, body: { version: saved.body.version, clinic: 'Улыбка+' } });
    const reread = await api('GET', '/api/clinic', { token });
    expect(reread.body).toMatchObject({
      clinic: 'Улыбка+',
      addressList: ['ул. Абая, 1'],
      specializationList: ['Ортодонт'],
      timezone: 'Asia/Almaty',
    });
    expect(reread.body._id).toBe(empty.body._id);
  });

  describe('refusals', () => {
    // One clinic for the cases: each is refused, so the next still finds version 1 and 'До'.
    let token = '';
    beforeAll(async () => {
      token = (await registerAccount()).token;
      await api('PUT', '/api/clinic', { token, body: { version: 0, clinic: 'До' } });
    });

    it.each([
      [{ currency: { name: 'Юань', symbol: '¥' } }, 'currency'],
      [{ timezone: 'Europe/London' }, 'timezone'],
      [{ addressList: 'ул. Ленина' }, 'addressList'],
      [{ logo: 'someone_logo_x.png' }, 'logo'],
    ])('refuses %j with a clear 400 and changes nothing', async (body, field) => {
      const answer = await api('PUT', '/api/clinic', { token, body: { version: 1, ...body } });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
      expect((await api('GET', '/api/clinic', { token })).body).toMatchObject({
        clinic: 'До',
        logo: null,
        currency: { symbol: '₽' },
        version: 1,
      });
    });
  });
});

describe('services', () => {
  it('answers the normalised list in the order sent, and keeps it', async () => {
    const { token } = await registerAccount();
    const saved = await api('PUT', '/api/setting', {
      token,
      body: {
        version: 0,
        setting: {
          servicesList: {
            ' Хирургия ': [{ name: 'Удаление, 3000', cost: '' }],
            Терапия: [{ name: ' Пломба ', cost: 'от45000' }],
            Ортодонтия: [],
          },
        },
        renaming: {},
      },
    });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body.servicesList)).toEqual(['Хирургия', 'Терапия', 'Ортодонтия']);
    expect(saved.body.servicesList['Хирургия']).toEqual([{ name: 'Удаление', cost: '3000' }]);
    expect(saved.body.servicesList['Терапия']).toEqual([{ name: 'Пломба', cost: 'от 45 000' }]);
    expect((await api('GET', '/api/setting', { token })).body).toEqual(saved.body);
  });

  it('a renamed direction is renamed in the doctors’ service maps by the same save', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const renamed = await api('PUT', '/api/setting', {
      token,
      body: {
        version: await versionOf('/api/setting', token),
        setting: { servicesList: { Хирургия: [{ name: 'Удаление', cost: '3000' }], Лечение: [{ name: 'Пломба', cost: '4500' }] } },
        renaming: { Терапия: 'Лечение' },
      },
    });
    expect(Object.keys(renamed.body.servicesList)).toEqual(['Хирургия', 'Лечение']);
    const doctor = (await api('GET', '/api/doctor', { token })).body.find((d: { _id: string }) => d._id === doctorId);
    expect(doctor.service).toEqual({ Лечение: [{ name: 'Пломба', checked: true }] });
    expect(doctor.status).toBe(true);
  });

  describe('refusals', () => {
    // One clinic for the cases: each is refused, so the next still finds version 1 and 'Терапия' alone.
    let token = '';
    beforeAll(async () => {
      token = (await registerAccount()).token;
      await api('PUT', '/api/setting', { token, body: { version: 0, setting: { servicesList: { Терапия: [] } } } });
    });

    it.each([
      [{ setting: { servicesList: { '  ': [] } } }],
      [{ setting: { servicesList: { '2024': [] } } }],
      [{ setting: { servicesList: { Терапия: [{ cost: '1' }] } } }],
      [{ setting: { servicesList: ['Терапия'] } }],
      [{ servicesList: {} }],
    ])('refuses %j with 400 and changes nothing', async (body) => {
      const answer = await api('PUT', '/api/setting', { token, body: { version: 1, ...body } });
      expect(answer.status).toBe(400);
      expect((await api('GET', '/api/setting', { token })).body).toEqual({ servicesList: { Терапия: [] }, version: 1 });
    });

    it.each([
      ['-3500', 'Цена не может быть отрицательной'],
      [-3500, 'Цена не может быть отрицательной'],
      ['от -25 000', 'Цена не может быть отрицательной'],
      // A decimal point or comma is not dropped (12.50 is not 1250, 1500.00 is not 150 000).
      ['12.50', 'Цена — целое число, без копеек'],
      ['1500.00', 'Цена — целое число, без копеек'],
      [12.5, 'Цена — целое число, без копеек'],
      ['от45000руб', 'Цена — только число, например 1500 или «от 15 000»'],
    ])('refuses the price %j with a Russian message at the service: %s', async (cost, message) => {
      const answer = await api('PUT', '/api/setting', {
        token,
        body: { version: 1, setting: { servicesList: { Терапия: [{ name: 'Пломба', cost }] } } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({ 'setting.servicesList.Терапия.0.cost': message });
      expect((await api('GET', '/api/setting', { token })).body).toEqual({ servicesList: { Терапия: [] }, version: 1 });
    });

    it('refuses a service name over 200 characters, as the message says', async () => {
      const answer = await api('PUT', '/api/setting', {
        token,
        body: { version: 1, setting: { servicesList: { Терапия: [{ name: 'Я'.repeat(201), cost: '' }] } } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({
        'setting.servicesList.Терапия.0.name': 'Название услуги не длиннее 200 символов',
      });
      expect((await api('GET', '/api/setting', { token })).body).toEqual({ servicesList: { Терапия: [] }, version: 1 });
    });
  });
});

describe('doctors', () => {
  it('creates a doctor by hand whose schedule yields free future slots', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const [doctor] = (await api('GET', '/api/doctor', { token })).body;
    expect(doctor).toMatchObject({
      _id: doctorId,
      name: 'Иванова Анна',
      status: true,
      source: 'manual',
      deleteDoctor: false,
      address: { 'ул. Ленина, 1': true, 'пр. Мира, 5': false },
    });
    expect(doctor.service).toEqual({ Терапия: [{ name: 'Пломба', checked: true }] });
    const dates = Object.keys(doctor.appointment);
    expect(dates.length).toBeGreaterThanOrEqual(13);
    expect(Object.values(doctor.appointment[dates[1]!]!)).toContain(false);
    expect(doctor.schedule).toEqual({ ...weekSchedule, exceptions: [] });
  });

  it('refuses to switch on a doctor that breaks the rules, with the rule messages', async () => {
    const { token } = await registerAccount();
    await setUpClinic(token);
    const created = await api('POST', '/api/doctor', { token, body: { name: 'Петров Пётр' } });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe(false);
    const answer = await api('PUT', '/api/doctor', {
      token,
      body: { doctorList: [{ _id: created.body._id, version: created.body.version, status: true }] },
    });
    expect(answer.status).toBe(400);
    for (const message of [
      'Выберите специализацию',
      'Выберите направление',
      'Выберите как минимум 1 услугу',
      'Выберите как минимум 1 адрес',
      'У врача нет расписания',
    ]) {
      expect(answer.body.error.message).toContain(message);
    }
  });

  it('switches off an accepting doctor whose card loses its only address, by its own save or the clinic’s (issue 22)', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    // The cabinet sends the whole card, status included: unticking the only address still switches the doctor off.
    const unticked = await api('PUT', '/api/doctor', {
      token,
      body: { doctorList: [{ _id: doctorId, version: await doctorVersionOf(doctorId, token), address: {}, status: true }] },
    });
    expect(unticked.status).toBe(200);
    expect(unticked.body[0]).toMatchObject({ status: false, address: { 'ул. Ленина, 1': false } });
    const ticked = await api('PUT', '/api/doctor', {
      token,
      body: { doctorList: [{ _id: doctorId, version: unticked.body[0].version, address: { 'ул. Ленина, 1': true } }] },
    });
    // Back to a complete card it stays off until the clinic switches it on, as a new doctor would.
    expect(ticked.body[0]).toMatchObject({ status: false });
    const on = await api('PUT', '/api/doctor', {
      token,
      body: { doctorList: [{ _id: doctorId, version: ticked.body[0].version, status: true }] },
    });
    expect(on.body[0]).toMatchObject({ status: true });

    // The clinic drops the address from its profile: the doctor reads 'Не принимает' and the widget offers nobody.
    await api('PUT', '/api/clinic', { token, body: { version: await versionOf('/api/clinic', token), addressList: ['пр. Мира, 5'] } });
    expect((await api('GET', '/api/doctor', { token })).body[0]).toMatchObject({ _id: doctorId, status: false });
    expect((await api('GET', `/api/widget?id=${(await api('GET', '/api/user', { token })).body._id}`)).body.doctors).toEqual([]);
  });

  it('refuses a break outside the working hours, naming the day at its field, and stores nothing (issue 22)', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const before = await doctorVersionOf(doctorId, token);
    const schedule = { ...weekSchedule, days: [{ weekday: 2, start: '09:00', end: '12:00', breaks: [{ start: '13:00', end: '14:00' }] }] };
    const answer = await api('PUT', '/api/doctor', { token, body: { doctorList: [{ _id: doctorId, version: before, schedule }] } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'doctorList.0.schedule.days.0.breaks.0': 'Вторник, перерыв 1 (13:00–14:00) вне рабочего времени 09:00–12:00',
    });
    const created = await api('POST', '/api/doctor', { token, body: { name: 'Сидоров Иван', schedule } });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toContain('Вторник, перерыв 1 (13:00–14:00) вне рабочего времени 09:00–12:00');
    expect(await doctorVersionOf(doctorId, token)).toBe(before);
    expect((await api('GET', '/api/doctor', { token })).body).toHaveLength(1);
  });

  it('saves the changed doctors, then toggles, then deletes (gone from the list)', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const second = (await api('POST', '/api/doctor', { token, body: { name: 'Борисов Борис' } })).body._id;
    const versions = Object.fromEntries(
      (await api('GET', '/api/doctor', { token })).body.map((d: { _id: string; version: number }) => [d._id, d.version]),
    );
    const saved = await api('PUT', '/api/doctor', {
      token,
      body: {
        doctorList: [
          {
            _id: second,
            version: versions[second],
            specialization: ['Терапевт'],
            service: { Хирургия: [{ name: 'Удаление', checked: true }] },
            address: { 'пр. Мира, 5': true, 'чужой адрес': true },
            schedule: weekSchedule,
            status: true,
            discription: 'Хирург',
          },
          { _id: doctorId, version: versions[doctorId], status: false, experience: '12 лет' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.map((d: { name: string }) => d.name)).toEqual(['Борисов Борис', 'Иванова Анна']);
    expect(saved.body[0]).toMatchObject({ status: true, discription: 'Хирург', address: { 'ул. Ленина, 1': false, 'пр. Мира, 5': true } });
    expect(saved.body[1]).toMatchObject({ status: false, experience: '12 лет' });

    expect((await deleteDoctorNow(second, token)).status).toBe(204);
    const list = (await api('GET', '/api/doctor', { token })).body;
    expect(list.map((d: { _id: string }) => d._id)).toEqual([doctorId]);
    expect((await api('PUT', '/api/doctor', { token, body: { doctorList: [{ _id: second, version: 0, status: false }] } })).status).toBe(
      404,
    );
  });

  it('refuses to delete a doctor edited since the deletion was decided (409), and a deletion without a version (400)', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const decidedOn = await doctorVersionOf(doctorId, token);
    const edited = await api('PUT', '/api/doctor', {
      token,
      body: { doctorList: [{ _id: doctorId, version: decidedOn, experience: '3 года' }] },
    });
    expect(edited.status).toBe(200);

    const stale = await api('DELETE', `/api/doctor?id=${doctorId}&version=${decidedOn}`, { token });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    const unversioned = await api('DELETE', `/api/doctor?id=${doctorId}`, { token });
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.error.message).toContain('version');
    expect((await api('GET', '/api/doctor', { token })).body.map((d: { _id: string }) => d._id)).toEqual([doctorId]);

    expect((await deleteDoctorNow(doctorId, token)).status).toBe(204);
    expect((await api('GET', '/api/doctor', { token })).body).toEqual([]);
  });

  it.each([
    [{ doctorList: [] }],
    [{ doctorList: [{ _id: '../x', status: true }] }],
    [{ doctorList: [{ _id: 'abc', schedule: { days: [{ weekday: 8, start: '09:00', end: '18:00' }] } }] }],
    [{ doctorList: [{ _id: 'abc', schedule: { days: [{ weekday: 1, start: '18:00', end: '09:00' }] } }] }],
    [{ doctorList: [{ _id: 'abc', service: { Нет: [{ name: 'x', checked: true }] } }] }],
  ])('refuses %j with a 4xx and changes nothing', async (body) => {
    const { token } = await registerAccount();
    await setUpClinic(token);
    const withoutSlots = (list: Array<Record<string, unknown>>) => list.map(({ appointment: _slots, ...rest }) => rest);
    const before = (await api('GET', '/api/doctor', { token })).body;
    const real = body.doctorList[0]
      ? {
          doctorList: [
            {
              ...body.doctorList[0],
              version: before[0].version,
              _id: body.doctorList[0]._id === 'abc' ? before[0]._id : body.doctorList[0]._id,
            },
          ],
        }
      : body;
    const answer = await api('PUT', '/api/doctor', { token, body: real });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error.message).toBe('string');
    expect(withoutSlots((await api('GET', '/api/doctor', { token })).body)).toEqual(withoutSlots(before));
  });
});
