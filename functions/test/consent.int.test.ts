// Issue 28 §1: every lead kind keeps the consent its sender gave — the version the form showed, the SHA-256 of that
// version's exact text (the server's, from its registry), the server's time, the page and the sender's address.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { consentHash } from '../../shared/domain/consent/hash';
import { CURRENT_CONSENT, UNKNOWN_CONSENT_MESSAGE } from '../../shared/domain/consent/versions';
import { initialSelection } from '../../shared/domain/configurator/rules';
import { keys } from '../store/keys';
import { api } from './api';
import { addBookableDoctor, allLeads, newClinic, slotAt, ticketOf, type TestClinic } from './leads-support';
import { createQuiz, dentalQuizBody, quizSendOf } from './quiz-support';
import { useTestTable } from './table';

const { client, tableName } = useTestTable();
const FROM = '127.0.28.7';
let clinic: TestClinic;
let doctorId: string;
let hash: string;

beforeAll(async () => {
  clinic = await newClinic();
  doctorId = await addBookableDoctor(clinic);
  hash = await consentHash(CURRENT_CONSENT.text);
});

function expectRecord(consent: unknown, page: string, sentAt: number) {
  expect(consent).toEqual({ versionId: CURRENT_CONSENT.id, hash, at: expect.any(String), page, ip: expect.stringContaining(FROM) });
  const at = Date.parse((consent as { at: string }).at);
  expect(at).toBeGreaterThanOrEqual(sentAt - 1000);
  expect(at).toBeLessThanOrEqual(Date.now());
}

async function leadOfId(id: string) {
  const lead = (await allLeads(clinic)).find((item) => item._id === id);
  if (!lead) throw new Error(`lead ${id} not listed`);
  return lead;
}

describe('consent on record (issue 28 §1)', () => {
  it.each([
    ['a widget booking', { action: 'Запись' as const, PlanStart: slotAt(3, 1) }],
    ['a consultation request', { action: 'Заявка' as const }],
  ])('%s keeps the consent, shown in the lead', async (_kind, overrides) => {
    const sentAt = Date.now();
    const page = `https://clinic.example/${randomUUID()}`;
    const body = ticketOf(clinic.clinicId, { ...overrides, doctorId, URL: page, consent: CURRENT_CONSENT.id });
    const answer = await api('POST', '/api/ticket', { body, from: FROM });
    expect(answer.status).toBe(201);
    expectRecord((await leadOfId(answer.body.id)).consent, page, sentAt);
  });

  it('a quiz answer keeps the consent, shown in the lead', async () => {
    const quizId = await createQuiz(clinic.token, dentalQuizBody());
    const sentAt = Date.now();
    const page = 'https://clinic.example/quiz/consent';
    const answer = await api('POST', '/api/quiz/send', {
      body: quizSendOf(clinic, quizId, { URL: page, consent: CURRENT_CONSENT.id }),
      from: FROM,
    });
    expect(answer.status).toBe(201);
    expectRecord((await leadOfId(answer.body.id)).consent, page, sentAt);
  });

  it('a landing lead keeps the consent', async () => {
    const sentAt = Date.now();
    const page = 'http://localhost/';
    const body = { name: `Согласие ${randomUUID().slice(0, 6)}`, phone: '+7 701 123-45-67', consent: CURRENT_CONSENT.id, page };
    const answer = await api('POST', '/api/mail', { body, from: FROM });
    expect(answer.status).toBe(201);
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :day)',
        ExpressionAttributeValues: { ':pk': 'LANDING_LEAD', ':day': new Date(sentAt).toISOString().slice(0, 10) },
        ConsistentRead: true,
      }),
    );
    const stored = Items.find((item) => item.id === answer.body.id);
    expectRecord(stored?.consent, page, sentAt);
  });

  it('a configurator request keeps the consent', async () => {
    const sentAt = Date.now();
    const page = 'http://localhost/seagull';
    const idempotencyKey = randomUUID();
    const body = {
      mode: 'order',
      name: 'Покупатель',
      email: 'buyer@example.ru',
      phone: '+7 999 123-45-67',
      options: [...initialSelection()],
      consent: CURRENT_CONSENT.id,
      page,
      idempotencyKey,
    };
    expect((await api('POST', '/api/seagull/mail', { body, from: FROM })).status).toBe(201);
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: keys.seagullRequest(idempotencyKey), ConsistentRead: true }),
    );
    expectRecord(Item?.consent, page, sentAt);
  });

  it('refuses a consent version it does not know, at the field, and stores nothing', async () => {
    const body = ticketOf(clinic.clinicId, { consent: 'pd-1999-01-01', ClientFullName: 'Неизвестная Версия' });
    const answer = await api('POST', '/api/ticket', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ consent: UNKNOWN_CONSENT_MESSAGE });
    expect((await allLeads(clinic)).some((lead) => lead.ClientFullName === 'Неизвестная Версия')).toBe(false);
  });
});
