// Floods of the public forms over HTTP, each from loopback addresses of its own (127.0.x.y: a caller
// whose per-address allowances are the real ones). A flood exhausts only its own allowance: from one
// address or with one phone it is asked for a proof of work past the soft limit and refused past the
// hard one, while a patient from another address still books without ever being asked; one phone holds
// at most 3 future bookings of a clinic until the clinic deletes one; the landing form and /seagull
// are limited per address before the product-wide allowance; a quiz beacon counts once per visit and
// a flood of beacons from one address (the attack sent 455 from one script) moves the funnel by a few visits
// at most.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { analyticsDay } from '../../shared/domain/quiz/analytics-periods';
import { initialSelection, toggleOption } from '../../shared/domain/configurator/rules';
import { DEFAULT_TIMEZONE } from '../../shared/schemas/clinic';
import { allowances } from '../domain/allowances';
import { FUTURE_BOOKINGS_PER_PHONE } from '../domain/leads/phone-booking-cap';
import { VIEWER_ADDRESS_HEADER } from '../http/client-address';
import { rateCounterKey } from '../store/rate-counters';
import { api } from './api';
import { solvedProofHeaders } from './challenge-support';
import { addBookableDoctor, newClinic, slotAt, ticketOf, type TestClinic } from './leads-support';
import { createQuiz, dentalQuizBody } from './quiz-support';
import { useTestTable } from './table';

const { client, tableName } = useTestTable();

// Addresses of this file: 127.<pid-based>.<n>.<m>, so parallel files and reruns within the day's window do not meet.
const base = `127.${(process.pid % 200) + 20}.${Math.floor(Math.random() * 250)}`;
let lastHost = 0;
const newAddress = () => `${base}.${++lastHost}`;

let phoneCounter = Math.floor(Math.random() * 9000);
const newPhone = () =>
  `+7 916 ${String(1000 + (++phoneCounter % 9000)).slice(0, 3)}-${String(phoneCounter % 100).padStart(2, '0')}-${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

/** The counter of `scope` as if `uses` had been counted in the window of now (the flood, without sending it). */
async function usedAlready(scope: string, windowSeconds: number, uses: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const item = {
    ...rateCounterKey(scope, Math.floor(Date.now() / windowMs) * windowMs),
    uses,
    expiresAt: Math.ceil(Date.now() / 1000) + 3600,
  };
  await client.send(new PutCommand({ TableName: tableName, Item: item }));
}

let clinic: TestClinic;
let doctorId: string;
beforeAll(async () => {
  clinic = await newClinic();
  doctorId = await addBookableDoctor(clinic);
});

const request = (from: string, overrides: Parameters<typeof ticketOf>[1] = {}, headers: Record<string, string> = {}) =>
  api('POST', '/api/ticket', { from, headers, body: ticketOf(clinic.clinicId, { ClientPhone: newPhone(), ...overrides }) });
let slot = 0;
const booking = (phone: string) => ({
  action: 'Запись' as const,
  doctorId,
  DoctorService: 'Чистка',
  PlanStart: slotAt(5, slot++),
  ClientPhone: phone,
});

describe('a flood of leads at one clinic', () => {
  it('from one address: asked for a proof past 3 a day, refused past 30, never exhausting the clinic for a patient elsewhere', async () => {
    const attacker = newAddress();
    for (let index = 0; index < allowances.leadsPerAddress.soft; index++) expect((await request(attacker)).status).toBe(201);
    // Past the soft limit, without a proof: 428 every time, counted nowhere (the clinic's allowance is untouched).
    const refused = await Promise.all(Array.from({ length: 20 }, () => request(attacker)));
    expect(refused.map((answer) => answer.status)).toEqual(Array(20).fill(428));
    expect(refused[0]!.body.error).toMatchObject({ code: 'CHALLENGE_REQUIRED' });
    // A forged X-Viewer-Address changes nothing: the gateway, as CloudFront, writes the real address over it.
    expect((await request(attacker, {}, { [VIEWER_ADDRESS_HEADER]: '203.0.113.99' })).status).toBe(428);
    // With a solved proof of work the flood goes on, paying for each lead, up to the hard limit.
    expect((await request(attacker, {}, await solvedProofHeaders())).status).toBe(201);
    await usedAlready(
      `leads#${clinic.clinicId}#ip#${attacker}`,
      allowances.leadsPerAddress.windowSeconds,
      allowances.leadsPerAddress.limit - 1,
    );
    expect((await request(attacker, {}, await solvedProofHeaders())).status).toBe(201);
    const hard = await request(attacker, {}, await solvedProofHeaders());
    expect(hard.status).toBe(429);
    expect(hard.body.error).toMatchObject({ code: 'TOO_MANY_FROM_ADDRESS' });
    expect(hard.body.error.message).toMatch(
      /^С вашего адреса отправлено слишком много заявок в эту клинику\. Попробуйте ещё раз через \d+ (ч|мин)$/,
    );
    expect(Number(hard.headers.get('retry-after'))).toBeGreaterThan(0);

    // A patient from another address books a slot at once, unasked.
    const patient = await request(newAddress(), booking(newPhone()));
    expect(patient.status).toBe(201);
  });

  it('with one phone from many addresses: the same, counted by the number however it is typed', async () => {
    const phone = newPhone();
    const digits = phone.replace(/\D/g, '').slice(1);
    for (let index = 0; index < allowances.leadsPerPhone.soft; index++)
      expect((await request(newAddress(), { ClientPhone: phone })).status).toBe(201);
    expect((await request(newAddress(), { ClientPhone: `8${digits}` })).status).toBe(428);
    expect((await request(newAddress(), { ClientPhone: `8${digits}` }, await solvedProofHeaders())).status).toBe(201);
    await usedAlready(`leads#${clinic.clinicId}#phone#+7${digits}`, allowances.leadsPerPhone.windowSeconds, allowances.leadsPerPhone.limit);
    const hard = await request(newAddress(), { ClientPhone: phone }, await solvedProofHeaders());
    expect(hard.status).toBe(429);
    expect(hard.body.error).toMatchObject({ code: 'TOO_MANY_FROM_PHONE' });

    expect((await request(newAddress(), booking(newPhone()))).status).toBe(201);
  });

  it('a solved proof is accepted once: replayed, the request is asked again', async () => {
    const attacker = newAddress();
    await usedAlready(`leads#${clinic.clinicId}#ip#${attacker}`, allowances.leadsPerAddress.windowSeconds, allowances.leadsPerAddress.soft);
    const proof = await solvedProofHeaders();
    expect((await request(attacker, {}, proof)).status).toBe(201);
    expect((await request(attacker, {}, proof)).status).toBe(428);
    expect((await request(attacker, {}, { 'x-altcha': 'bm90IGEgcHJvb2Y=' })).status).toBe(428);
  });
});

describe('future bookings per phone', () => {
  it(`are capped at ${FUTURE_BOOKINGS_PER_PHONE} per clinic, shown in 'Заявки' and freed by deleting one`, async () => {
    const phone = newPhone();
    const booked: string[] = [];
    for (let index = 0; index < FUTURE_BOOKINGS_PER_PHONE; index++) {
      const answer = await request(newAddress(), booking(phone));
      expect(answer.status).toBe(201);
      booked.push(answer.body.id);
    }
    const capped = await request(newAddress(), booking(phone), await solvedProofHeaders());
    expect(capped.status).toBe(422);
    expect(capped.body.error).toMatchObject({
      code: 'PHONE_BOOKING_LIMIT',
      fields: { ClientPhone: expect.stringContaining('позвоните в клинику') },
    });

    const listed = await api('GET', '/api/ticket/user?limit=100', { token: clinic.token });
    const ofPhone = listed.body.items.filter((lead: { ClientPhone: string }) => lead.ClientPhone === phone);
    expect(ofPhone.map((lead: { _id: string }) => lead._id).sort()).toEqual([...booked].sort());
    expect((await api('DELETE', `/api/google?id=${booked[0]}`, { token: clinic.token })).status).toBe(204);

    expect((await request(newAddress(), booking(phone), await solvedProofHeaders())).status).toBe(201);
    // Requests without a slot ('Заявка') take no place.
    expect((await request(newAddress(), { ClientPhone: phone }, await solvedProofHeaders())).status).toBe(201);
  });
});

describe('the landing form and /seagull', () => {
  const landing = (from: string, headers: Record<string, string> = {}) =>
    api('POST', '/api/mail', { from, headers, body: { name: 'Иван', city: 'Казань', clinic: 'Улыбка', phone: '+7 999 123-45-67' } });
  const chosen = ['body-34', 'extra-tv'].reduce(toggleOption, initialSelection());
  const seagull = (from: string, headers: Record<string, string> = {}) =>
    api('POST', '/api/seagull/mail', {
      from,
      headers,
      body: { mode: 'save', email: 'buyer@example.ru', options: [...chosen], idempotencyKey: randomUUID() },
    });

  it.each([
    ['POST /api/mail', landing, allowances.landingLeadsPerAddress],
    ['POST /api/seagull/mail', seagull, allowances.seagullRequestsPerAddress],
  ] as const)(
    '%s: one address is asked for a proof past its own allowance and refused past it, other visitors are not',
    async (_call, send, perAddress) => {
      const flooder = newAddress();
      for (let index = 0; index < perAddress.soft; index++) expect((await send(flooder)).status).toBe(201);
      const flood = await Promise.all(Array.from({ length: 35 }, () => send(flooder)));
      expect(flood.map((answer) => answer.status)).toEqual(Array(35).fill(428));
      expect((await send(newAddress())).status).toBe(201);

      expect((await send(flooder, await solvedProofHeaders())).status).toBe(201);
      await usedAlready(
        `${send === landing ? 'landing-leads' : 'seagull-requests'}#ip#${flooder}`,
        perAddress.windowSeconds,
        perAddress.limit,
      );
      const hard = await send(flooder, await solvedProofHeaders());
      expect(hard.status).toBe(429);
      expect(hard.body.error.code).toBe('TOO_MANY_LEADS');
      expect((await send(newAddress())).status).toBe(201);
    },
  );
});

describe('quiz beacons', () => {
  let quizId: string;
  const today = analyticsDay(new Date(), DEFAULT_TIMEZONE);
  beforeAll(async () => {
    quizId = await createQuiz(clinic.token, dentalQuizBody('Квиз под нагрузкой'));
  });
  const beacon = (from: string, visitId: string, titles = ['Стартовая страница']) =>
    api('POST', '/api/quiz/analytics', {
      from,
      rawBody: JSON.stringify({ quizId, visitId, titles }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  const startViews = async () => {
    const answer = await api('GET', `/api/quiz/analytics?id=${encodeURIComponent(quizId)}&from=${today}&to=${today}`, {
      token: clinic.token,
    });
    return Number(answer.body.regular.days[today]?.['Стартовая страница'] ?? 0);
  };

  it('count a title once per visit, however often its beacon comes', async () => {
    const before = await startViews();
    const visitId = randomUUID();
    const visitor = newAddress();
    for (const answer of await Promise.all([beacon(visitor, visitId), beacon(visitor, visitId), beacon(visitor, visitId)]))
      expect(answer.status).toBe(204);
    expect(await startViews()).toBe(before + 1);
  });

  it(`let a flood of 150 beacons from one address move the funnel by ${allowances.quizVisitsPerAddress.limit} visits at most, and still count a real visitor`, async () => {
    const before = await startViews();
    const script = newAddress();
    const answers = [];
    for (let batch = 0; batch < 150; batch += 50)
      answers.push(...(await Promise.all(Array.from({ length: 50 }, () => beacon(script, randomUUID())))));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    expect(await startViews()).toBe(before + allowances.quizVisitsPerAddress.limit);

    expect((await beacon(newAddress(), randomUUID())).status).toBe(204);
    expect(await startViews()).toBe(before + allowances.quizVisitsPerAddress.limit + 1);
  });
});
