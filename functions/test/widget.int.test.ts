// The widget's public calls against the local runtime: GET /api/widget (what it offers, and that it costs
// ONE DynamoDB Query) and GET /api/js (the loader script).
import { gzipSync } from 'node:zlib';
import type { WidgetData } from '../../shared/schemas/widget';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api, deleteDoctorNow, registerAccount, versionOf } from './api';
import { setUpClinic, weekSchedule } from './clinic-fixtures';

const doctorBody = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  status: true,
  specialization: ['Терапевт'],
  service: { Терапия: [{ name: 'Пломба', checked: true }] },
  address: { 'ул. Ленина, 1': true },
  schedule: weekSchedule,
  ...fields,
});

async function createDoctor(token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await api('POST', '/api/doctor', { token, body });
  if (answer.status !== 201) throw new Error(`doctor: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body._id;
}

async function clinicWithDoctors() {
  const { token } = await registerAccount();
  const { doctorId } = await setUpClinic(token);
  const clinicKey: string = (await api('GET', '/api/user', { token })).body._id;
  const inactive = await createDoctor(token, doctorBody('Андреев Андрей', { status: false }));
  const deleted = await createDoctor(token, doctorBody('Борисов Борис'));
  expect((await deleteDoctorNow(deleted, token)).status).toBe(204);
  const surgeon = await createDoctor(
    token,
    doctorBody('Яковлев Яков', {
      specialization: ['Хирург'],
      service: { Хирургия: [{ name: 'Удаление', checked: true }] },
      address: { 'пр. Мира, 5': true },
    }),
  );
  return { token, clinicKey, doctorId, inactive, deleted, surgeon };
}

describe('GET /api/widget', () => {
  it('offers only active doctors with an address in the clinic’s list and future slots, with checked services', async () => {
    const { token, clinicKey, doctorId, surgeon } = await clinicWithDoctors();
    await api('PUT', '/api/clinic', {
      token,
      body: {
        version: await versionOf('/api/clinic', token),
        specializationList: ['Хирург', 'Терапевт'],
        currency: { name: 'Тенге', symbol: '₸' },
      },
    });

    const answer = await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    const data = answer.body;
    expect(data).toMatchObject({
      _id: clinicKey,
      clinic: 'Клиника',
      addressList: ['ул. Ленина, 1', 'пр. Мира, 5'],
      currency: { name: 'Тенге', symbol: '₸' },
      servicesList: ['Терапия', 'Хирургия'],
      metricIds: [],
    });
    // Ordered by the first specialization's place in the clinic's list, then by name.
    expect(data.doctors.map((doctor) => doctor._id)).toEqual([surgeon, doctorId]);
    const [, therapist] = data.doctors;
    expect(therapist).toMatchObject({
      name: 'Иванова Анна',
      address: ['ул. Ленина, 1'],
      service: { Терапия: [{ name: 'Пломба', cost: '4500' }] },
      photo: null,
    });
    const dates = Object.keys(therapist!.slots);
    expect(dates.length).toBeGreaterThanOrEqual(13);
    expect(therapist!.slots[dates[1]!]).toContain('08:00');
    expect(therapist!.slots[dates[1]!]).not.toContain('13:00');

    // Removing an address from the clinic's list takes its doctors out of the widget.
    await api('PUT', '/api/clinic', { token, body: { version: await versionOf('/api/clinic', token), addressList: ['ул. Ленина, 1'] } });
    const after = (await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`)).body;
    expect(after.doctors.map((doctor) => doctor._id)).toEqual([doctorId]);
  });

  it('leaves out inactive and deleted doctors', async () => {
    const { clinicKey, inactive, deleted } = await clinicWithDoctors();
    const ids = (await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`)).body.doctors.map((doctor) => doctor._id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(inactive);
    expect(ids).not.toContain(deleted);
  });

  it('hides a slot once it is booked', async () => {
    const { clinicKey, doctorId } = await clinicWithDoctors();
    const before = (await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`)).body.doctors.find((doctor) => doctor._id === doctorId)!;
    const date = Object.keys(before.slots)[1]!;
    const time = before.slots[date]![0]!;
    const booked = await api('POST', '/api/ticket', {
      body: {
        clinicId: clinicKey,
        action: 'Запись',
        doctorId,
        DoctorName: 'Иванова Анна',
        DoctorService: 'Пломба, 4500 ₽',
        ClientFullName: 'Пациент',
        ClientPhone: '+7 999 123-45-67',
        PlanStart: `${date}T${time}`,
        idempotencyKey: `widget-int-${Date.now()}`,
      },
    });
    expect(booked.status).toBe(201);
    const after = (await api<WidgetData>('GET', `/api/widget?id=${clinicKey}`)).body.doctors.find((doctor) => doctor._id === doctorId)!;
    expect(after.slots[date]).not.toContain(time);
    expect(after.slots[date]).toEqual(before.slots[date]!.filter((free) => free !== time));
  });

  it('answers an unknown clinic with 404 and a Russian message, and a malformed key with 400', async () => {
    const unknown = await api('GET', '/api/widget?id=no-such-clinic');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'CLINIC_NOT_FOUND', message: 'Клиника не найдена: проверьте ключ виджета' });
    expect((await api('GET', '/api/widget?id=bad%20key!')).status).toBe(400);
    expect((await api('GET', '/api/widget')).status).toBe(400);
  });

  it('costs ONE DynamoDB Query', async () => {
    const { clinicKey } = await clinicWithDoctors();
    const runtime = testRuntime();
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: runtime.endpoints.dynamodb,
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: runtime.resources.tableName,
    });
    const { dynamoDb } = await import('../clients/dynamodb');
    const { widgetData } = await import('../domain/widget/widget-data');
    const calls: string[] = [];
    const stop = dynamoDb.observe((operation) => calls.push(operation));
    const data = await widgetData(clinicKey);
    stop();
    expect(data.doctors).toHaveLength(2);
    expect(calls).toEqual(['Query']);
  });
});

describe('GET /api/js', () => {
  it('answers the loader script with the clinic’s key, loadable from other sites, under 1.2 KB gzipped', async () => {
    const { clinicKey } = await clinicWithDoctors();
    const answer = await fetch(`${testRuntime().appUrl}/api/js?id=${clinicKey}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
    const script = await answer.text();
    expect(script).toContain(JSON.stringify(clinicKey));
    expect(script).toContain('Онлайн запись');
    expect(gzipSync(script).length).toBeLessThanOrEqual(1228);
  });

  it('answers 404 for an unknown clinic, so no button appears', async () => {
    expect((await api('GET', '/api/js?id=no-such-clinic')).status).toBe(404);
  });
});

describe('/widget', () => {
  it('serves the widget’s own page (its bundle, not the app’s), with the query kept for the page', async () => {
    const answer = await fetch(`${testRuntime().appUrl}/widget?id=some-clinic&embed=1`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<div id="widget"');
    expect(html).toMatch(/\/assets\/widget-[\w-]+\.js/);
    expect(html).not.toContain('id="root"');
  });
});

describe('a clinic that has just registered', () => {
  it('already has a widget and a loader (its profile is created with the account)', async () => {
    const { token } = await registerAccount();
    const me = await api('GET', '/api/user', { token });
    const widget = await api('GET', `/api/widget?id=${me.body._id}`);
    expect(widget.status).toBe(200);
    expect(widget.body.clinic).toBe('Клиника Тест');
    expect((await api('GET', `/api/js?id=${me.body._id}`)).status).toBe(200);
  });
});
