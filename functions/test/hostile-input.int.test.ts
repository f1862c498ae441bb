// The inputs that answered 500 or stored garbage (issue 13 §4), one by one: each is now a clear 400
// naming the field (or a 404 for an id that names nothing), and nothing is stored.
import { deflateSync } from 'node:zlib';
import { api, versionOf } from './api';
import { pngBytes, svgBytes, uploadImage } from './clinic-fixtures';
import { addBookableDoctor, newClinic, type TestClinic, ticketOf } from './leads-support';
import { deeplyNested, raw, toJsonText } from './schema-arbitrary';

const json = { 'content-type': 'application/json' };
const send = (clinic: TestClinic, method: string, path: string, body: unknown) =>
  api(method, path, { token: clinic.token, rawBody: toJsonText(body), headers: json });

let clinic: TestClinic;
let doctorId: string;
beforeAll(async () => {
  clinic = await newClinic();
  doctorId = await addBookableDoctor(clinic);
});

describe('nesting and item size past DynamoDB limits', () => {
  it('refuses amoCRM fields nested 30+ levels with 400', async () => {
    const body = `{"version":0,"amoCrm":[{"refreshToken":"r","mainPipelines":${deeplyNested(35, 'object')}}]}`;
    const answer = await api('PUT', '/api/integration', { token: clinic.token, rawBody: body, headers: json });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/вложен/);
  });

  it('refuses a 450 KB amoCRM entry with 400 or 413 and stores nothing', async () => {
    const answer = await send(clinic, 'PUT', '/api/integration', {
      version: 0,
      amoCrm: [{ refreshToken: 'r', mainStatus: 'я'.repeat(450_000) }],
    });
    expect([400, 413]).toContain(answer.status);
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.amoCrm).toEqual([]);
  });

  it('refuses 1,000 long service names on PUT /api/setting with 400', async () => {
    // Each name within its own 200-character limit: together they pass the list's.
    const services = Array.from({ length: 1000 }, (_, index) => ({ name: `${index} ${'Услуга'.repeat(32)}`, cost: '100' }));
    const answer = await send(clinic, 'PUT', '/api/setting', {
      version: await versionOf('/api/setting', clinic.token),
      setting: { servicesList: { Терапия: services } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/слишком/i);
  });

  it('refuses a doctor with 1,000 long service names on POST /api/doctor with 400', async () => {
    const choices = Array.from({ length: 1000 }, (_, index) => ({ name: `${index} ${'Услуга'.repeat(60)}`, checked: true }));
    const answer = await send(clinic, 'POST', '/api/doctor', { name: 'Петров', service: { Терапия: choices } });
    expect(answer.status).toBe(400);
  });
});

describe('numbers JSON cannot carry', () => {
  it.each([
    ['1e400', raw('1e400')],
    ['2^53 + 1', raw('9007199254740993')],
  ])('refuses %s in a free-form field with 400 naming it', async (_name, number) => {
    const answer = await send(clinic, 'PUT', '/api/integration', {
      version: 0,
      amoCrm: [{ refreshToken: 'r', mainStatus: { id: number } }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/[Чч]исло/);
  });

  it('refuses 1e400 as a price with 400', async () => {
    const answer = await send(clinic, 'PUT', '/api/setting', {
      version: await versionOf('/api/setting', clinic.token),
      setting: { servicesList: { Терапия: [{ name: 'Чистка', cost: raw('1e400') }] } },
    });
    expect(answer.status).toBe(400);
  });
});

describe('names that are Object.prototype keys', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty'])('keeps a direction named %s', async (name) => {
    const answer = await send(clinic, 'PUT', '/api/setting', {
      version: await versionOf('/api/setting', clinic.token),
      setting: { servicesList: { [name]: [{ name: 'Чистка', cost: '100' }] } },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.servicesList)).toEqual([name]);
  });

  it('keeps an address named constructor on a doctor', async () => {
    const own = await newClinic();
    const version = await versionOf('/api/clinic', own.token);
    expect((await send(own, 'PUT', '/api/clinic', { version, addressList: ['constructor', 'toString'] })).status).toBe(200);
    const answer = await send(own, 'POST', '/api/doctor', { name: 'Петров', address: { constructor: true, toString: false } });
    expect(answer.status).toBe(201);
    expect(answer.body.address).toEqual({ constructor: true, toString: false });
  });
});

describe('ids are parsed, not trusted', () => {
  it.each(['9999999999999999-aaaaaaaaaaaa', '8640000000000001-000000000000'])('DELETE /api/google?id=%s answers 404', async (id) => {
    const answer = await api('DELETE', `/api/google?id=${id}`, { token: clinic.token });
    expect(answer.status).toBe(404);
  });

  it('refuses a doctorId with CR/LF on a consultation request with 400', async () => {
    const ticket = ticketOf(clinic.clinicId, { action: 'Заявка', doctorId: `${doctorId}\r\nX-Injected: 1`, PlanStart: '' });
    const answer = await send(clinic, 'POST', '/api/ticket', ticket);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.doctorId).toBeDefined();
  });
});

describe('garbage in lead fields', () => {
  const leadsNow = async () => (await api('GET', '/api/ticket/user', { token: clinic.token })).body.items.length;

  it.each(['+abcdefghijklmno', '----------------', '+7 abc def-gh-ij', '++++++++++++++++'])(
    'refuses the phone %j on a ticket, a landing lead and a registration',
    async (phone) => {
      const before = await leadsNow();
      const ticket = await send(
        clinic,
        'POST',
        '/api/ticket',
        ticketOf(clinic.clinicId, { action: 'Заявка', ClientPhone: phone, PlanStart: '' }),
      );
      expect(ticket.status).toBe(400);
      expect(ticket.body.error.fields.ClientPhone).toBeDefined();
      expect(await leadsNow()).toBe(before);
      const landing = await api('POST', '/api/mail', { body: { name: 'Анна', phone } });
      expect(landing.status).toBe(400);
      const registration = await api('POST', '/api/user/registration', {
        body: { name: 'Клиника', email: `${Date.now()}@garbage.test`, phone, password: 'secret-pass-1', proofPassword: 'secret-pass-1' },
      });
      expect(registration.status).toBe(400);
      expect(registration.body.error.fields.phone).toBeDefined();
    },
  );

  it.each([
    ['a NUL byte', 'Анна\u0000Петрова'],
    ['a lone surrogate', 'Анна\uD800'],
  ])('refuses %s in a lead name with 400 naming the field', async (_what, name) => {
    const before = await leadsNow();
    const answer = await send(
      clinic,
      'POST',
      '/api/ticket',
      ticketOf(clinic.clinicId, { action: 'Заявка', ClientFullName: name, PlanStart: '' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.ClientFullName).toBeDefined();
    expect(await leadsNow()).toBe(before);
    const landing = await api('POST', '/api/mail', { body: { name, phone: '+7 999 123-45-67' } });
    expect(landing.status).toBe(400);
    expect(landing.body.error.fields.name).toBeDefined();
    // An error report is repaired instead (a stack clipped mid-character in the browser is still worth keeping).
    const report = await api('POST', '/api/errors', { body: { errMessage: name, time: new Date().toISOString() } });
    expect(report.status).toBe(204);
  });

  it('keeps a name typed with bidi overrides, without them', async () => {
    const answer = await send(
      clinic,
      'POST',
      '/api/ticket',
      ticketOf(clinic.clinicId, { action: 'Заявка', ClientFullName: '\u202EАнна\u202C \u2066Петрова\u2069\u200B', PlanStart: '' }),
    );
    expect(answer.status).toBe(201);
    const lead = (await api('GET', '/api/ticket/user', { token: clinic.token })).body.items.find(
      (item: { _id: string }) => item._id === answer.body.id,
    );
    expect(lead.ClientFullName).toBe('Анна Петрова');
  });

  it('refuses unknown fields with 400 naming them', async () => {
    const answer = await send(clinic, 'POST', '/api/ticket', { ...ticketOf(clinic.clinicId), isAdmin: true });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.isAdmin).toMatch(/Неизвестное поле/);
  });
});

describe('images that pass the magic bytes but cannot be decoded', () => {
  const pngChunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const pngHeader = (width: number, height: number) => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr)]);
  };
  const bomb = () =>
    Buffer.concat([pngHeader(60000, 60000), pngChunk('IDAT', deflateSync(Buffer.alloc(1_000_000))), pngChunk('IEND', Buffer.alloc(0))]);

  it.each([
    ['a truncated PNG', async () => (await pngBytes(400, 300)).subarray(0, 200), 'image/png', 'circle'],
    [
      'a PNG/HTML polyglot',
      async () => Buffer.concat([pngHeader(10, 10), Buffer.from('<html><script>alert(1)</script></html>')]),
      'image/png',
      'circle',
    ],
    ['a 60000x60000 PNG bomb', async () => bomb(), 'image/png', 'square'],
    [
      'an SVG of 100000 px',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>'),
      'image/svg+xml',
      'logo',
    ],
  ] as const)('refuses %s at confirm with 400 and records nothing', async (_what, bytes, type, target) => {
    const { name, confirm } = await uploadImage(clinic.token, target, await bytes(), type, target === 'logo' ? undefined : doctorId);
    expect(confirm.status).toBe(400);
    expect(confirm.body.error.fields.name).toBeDefined();
    expect((await api('GET', `/api/img?name=${name}&size=250`)).status).toBe(404);
  });

  it.each([
    '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>',
    '<svg:a xmlns:svg="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink" x:href="https://evil.example/">x</svg:a>',
    '<rect xmlns:e="http://www.w3.org/2000/svg" e:onclick="alert(1)" width="1" height="1"/>',
  ])('refuses the namespace trick %s', async (body) => {
    const { confirm } = await uploadImage(clinic.token, 'logo', svgBytes(body), 'image/svg+xml');
    expect(confirm.status).toBe(400);
    expect(confirm.body.error.code).toBe('UNSAFE_SVG');
  });
});
