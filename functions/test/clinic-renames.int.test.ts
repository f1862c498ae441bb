// Renames the doctors follow in the same save: a corrected clinic address keeps the doctors' ticks
// (and so their place in the booking widget), and so does a service renamed inside a direction.
import type { WidgetData } from '../../shared/schemas/widget';
import { api, registerAccount, versionOf } from './api';
import { setUpClinic } from './clinic-fixtures';

describe('address renaming', () => {
  it('moves the doctors’ ticks to the corrected address; the doctor stays bookable in the widget', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const clinicKey = (await api('GET', '/api/clinic', { token })).body._id;

    const saved = await api('PUT', '/api/clinic', {
      token,
      body: {
        version: await versionOf('/api/clinic', token),
        addressList: ['ул. Ленина, 11', 'пр. Мира, 5'],
        addressRenaming: { 'ул. Ленина, 1': 'ул. Ленина, 11' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.addressList).toEqual(['ул. Ленина, 11', 'пр. Мира, 5']);

    const doctors = await api('GET', '/api/doctor', { token });
    const doctor = doctors.body.find((d: { _id: string }) => d._id === doctorId);
    expect(doctor).toMatchObject({ status: true, address: { 'ул. Ленина, 11': true, 'пр. Мира, 5': false } });

    const widget = (await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`)).body;
    expect(widget.doctors.find((d) => d._id === doctorId)).toMatchObject({ address: ['ул. Ленина, 11'] });
  });

  it('without a renaming, a changed text is a new address (the tick is not carried over)', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    await api('PUT', '/api/clinic', {
      token,
      body: { version: await versionOf('/api/clinic', token), addressList: ['ул. Ленина, 11', 'пр. Мира, 5'] },
    });
    const doctor = (await api('GET', '/api/doctor', { token })).body.find((d: { _id: string }) => d._id === doctorId);
    expect(doctor.address).toEqual({ 'ул. Ленина, 11': false, 'пр. Мира, 5': false });
  });

  it('refuses a malformed renaming with a Russian message and changes nothing', async () => {
    const { token } = await registerAccount();
    await setUpClinic(token);
    const answer = await api('PUT', '/api/clinic', {
      token,
      body: { version: await versionOf('/api/clinic', token), addressList: ['ул. Ленина, 11'], addressRenaming: { 'ул. Ленина, 1': 5 } },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.error)).toMatch(/адрес/i);
    expect((await api('GET', '/api/clinic', { token })).body.addressList).toEqual(['ул. Ленина, 1', 'пр. Мира, 5']);
  });
});

describe('service renaming', () => {
  it('moves the doctors’ ticks to the renamed service, also inside a renamed direction; the widget offers it', async () => {
    const { token } = await registerAccount();
    const { doctorId } = await setUpClinic(token);
    const clinicKey = (await api('GET', '/api/clinic', { token })).body._id;

    const saved = await api('PUT', '/api/setting', {
      token,
      body: {
        version: await versionOf('/api/setting', token),
        setting: {
          servicesList: { Лечение: [{ name: 'Пломба световая', cost: '4500' }], Хирургия: [{ name: 'Удаление', cost: 'от 3000' }] },
        },
        renaming: { Терапия: 'Лечение' },
        serviceRenaming: { Лечение: { Пломба: 'Пломба световая' } },
      },
    });
    expect(saved.status).toBe(200);

    const doctor = (await api('GET', '/api/doctor', { token })).body.find((d: { _id: string }) => d._id === doctorId);
    expect(doctor).toMatchObject({ status: true, service: { Лечение: [{ name: 'Пломба световая', checked: true }] } });

    const widget = (await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`)).body;
    expect(widget.doctors.find((d) => d._id === doctorId)).toMatchObject({
      service: { Лечение: [{ name: 'Пломба световая', cost: '4500' }] },
    });
  });

  it('refuses a malformed service renaming with a Russian message and changes nothing', async () => {
    const { token } = await registerAccount();
    await setUpClinic(token);
    const answer = await api('PUT', '/api/setting', {
      token,
      body: { setting: { servicesList: { Терапия: [{ name: 'Пломба 2', cost: '' }] } }, serviceRenaming: { Терапия: 'Пломба 2' } },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.error)).toMatch(/serviceRenaming/);
    expect(Object.keys((await api('GET', '/api/setting', { token })).body.servicesList)).toEqual(['Терапия', 'Хирургия']);
  });
});
