// Test support for the lead pipeline: a clinic with a bookable doctor, tickets, the SES mailbox, the
// Telegram fake (its /__fake/* inspection and fault switches) and the channel queues' DLQs.
import { randomUUID } from 'node:crypto';
import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { addDays, localMoment } from '../../shared/domain/schedule';
import type { LeadPage, LeadView } from '../../shared/schemas/leads';
import type { TicketInput } from '../../shared/schemas/ticket';
import { testRuntime } from '../../infra/local/testing/runtime';
import { connectGroupByCode, openConfirmationLink, postTelegramUpdate as postFakeUpdate } from '../../infra/local/seed-integrations';
import { api, registerAccount, versionOf } from './api';

export { waitFor } from '../../infra/local/testing/wait-for';

/** A unique Telegram group id for one test, so faults set on it touch no other test. */
export function uniqueGroupId(): string {
  return `-100${Date.now() % 1e9}${Math.floor(Math.random() * 1e4)
    .toString()
    .padStart(4, '0')}`;
}

export interface TestClinic {
  token: string;
  clinicId: string;
  email: string;
}

export async function newClinic(): Promise<TestClinic> {
  const { token, email } = await registerAccount();
  const user = await api('GET', '/api/user', { token });
  return { token, clinicId: user.body._id as string, email };
}

/** Saves integrations based on the version stored now (read first, as the cabinet does). */
export async function putIntegrations(clinic: TestClinic, body: object): Promise<any> {
  const version = await versionOf('/api/integration', clinic.token);
  const answer = await api('PUT', '/api/integration', { token: clinic.token, body: { ...body, version } });
  if (answer.status !== 200) throw new Error(`PUT /api/integration: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A key of SMS.ru's shape (8-4-4-4-12 hex), unique to the caller: its account in the SMS.ru fake is its own. */
export const smsApiKey = (): string => {
  const hex = randomUUID().replace(/-/g, '').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** A new clinic with a bookable doctor and an SMS.ru entry of `apiKey` (sender 'Ulybka'). */
export async function clinicWithSms(apiKey: string): Promise<{ clinic: TestClinic; doctorId: string; entryId: string }> {
  const clinic = await newClinic();
  const doctorId = await addBookableDoctor(clinic);
  const saved = await putIntegrations(clinic, { sms: [{ apiKey, sender: 'Ulybka' }] });
  return { clinic, doctorId, entryId: saved.sms[0]._id as string };
}

export interface Destinations {
  email?: string[];
  telegram?: Array<{ id: string; name: string }>;
}

/** Lead destinations the way a clinic makes them: addresses saved and confirmed by their mailed link, groups connected by code. */
export async function addProvenDestinations(clinic: TestClinic, destinations: Destinations): Promise<any> {
  if (destinations.email) {
    await putIntegrations(clinic, { email: destinations.email.map((text) => ({ text })) });
    for (const address of destinations.email) {
      const opened = await openConfirmationLink(testRuntime().mailboxUrl, address.toLowerCase(), testRuntime().appUrl);
      if (opened.status !== 200) throw new Error(`confirming ${address}: ${opened.status}`);
    }
  }
  for (const group of destinations.telegram ?? []) {
    const status = await connectTelegramGroup(clinic, group.id, group.name);
    if (status !== 200) throw new Error(`connecting ${group.id}: the webhook answered ${status}`);
  }
  return (await api('GET', '/api/integration', { token: clinic.token })).body;
}

/** A person brings the clinic's one-time code into a group (the fake posts '/start@<bot> <code>' to the webhook). */
export function connectTelegramGroup(clinic: TestClinic, chatId: string, title = 'Группа', type = 'supergroup'): Promise<number> {
  return connectGroupByCode(testRuntime().appUrl, clinic.token, telegramFakeUrl(), { id: chatId, name: title, type });
}

/** A message in a chat, delivered by the fake to the registered webhook; answers the webhook's status. */
export function postTelegramUpdate(chat: { id: string; type?: string; title?: string }, text: string): Promise<number> {
  return postFakeUpdate(telegramFakeUrl(), chat, text);
}

/** Profile, one direction, one doctor accepting every day 08:00-20:00 in 30-minute slots. Answers the doctor's id. */
export async function addBookableDoctor(clinic: TestClinic, name = 'Иванов Иван Иванович'): Promise<string> {
  const call = async (method: string, path: string, body: unknown) => {
    const answer = await api(method, path, { token: clinic.token, body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await call('PUT', '/api/clinic', {
    version: await versionOf('/api/clinic', clinic.token),
    clinic: 'Клиника Тест',
    currency: { name: 'Рубль', symbol: '₽' },
    addressList: ['Москва, ул. Тестовая, 1'],
    specializationList: ['Терапевт'],
    timezone: 'Europe/Moscow',
  });
  await call('PUT', '/api/setting', {
    version: await versionOf('/api/setting', clinic.token),
    setting: { servicesList: { Терапия: [{ name: 'Чистка', cost: '3500' }] } },
    renaming: {},
  });
  const doctor = await call('POST', '/api/doctor', {
    name,
    status: true,
    specialization: ['Терапевт'],
    service: { Терапия: [{ name: 'Чистка', checked: true }] },
    address: { 'Москва, ул. Тестовая, 1': true },
    experience: '5 лет',
    discription: '',
    schedule: {
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00', breaks: [] })),
      slotMinutes: 30,
      horizonDays: 28,
    },
  });
  return doctor._id as string;
}

/** A free slot 'yyyy-mm-ddTHH:mm' of the test doctor: `daysAhead` days from today (Moscow), slot number `index` from 08:00. */
export function slotAt(daysAhead: number, index = 0): string {
  const minutes = 8 * 60 + 30 * index;
  const date = addDays(localMoment('Europe/Moscow', new Date()).date, daysAhead);
  return `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A booking ('Запись') of the test doctor at a slot, sent as the widget sends it. */
export function sendBooking(clinic: TestClinic, doctorId: string, PlanStart: string, fields: Partial<TicketInput> = {}) {
  return api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart, ...fields }) });
}

export function ticketOf(clinicId: string, overrides: Partial<TicketInput> = {}): TicketInput {
  return {
    clinicId,
    action: 'Заявка',
    ClientFullName: 'Петрова Анна',
    ClientPhone: '+7 999 123-45-67',
    comment: '',
    URL: 'https://clinic.example/',
    Utm: 'utm_source: test',
    deviceType: 'Компьютер',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export async function allLeads(clinic: TestClinic): Promise<LeadView[]> {
  const items: LeadView[] = [];
  let cursor: string | null = null;
  do {
    const answer: { status: number; body: LeadPage } = await api('GET', `/api/ticket/user?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      token: clinic.token,
    });
    if (answer.status !== 200) throw new Error(`GET /api/ticket/user: ${answer.status} ${JSON.stringify(answer.body)}`);
    items.push(...answer.body.items);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return items;
}

// ── the Telegram fake ───────────────────────────────────────────────────────────────────────────────
export function telegramFakeUrl(): string {
  const url = testRuntime().fakes?.telegram;
  if (!url) throw new Error('the test runtime started no Telegram fake (TELEGRAM_API_URL must be "fake")');
  return url;
}

export interface FakeMessage {
  chatId: string;
  text: string;
  parseMode?: string;
  /** Delivered, but the answer was dropped on the way back (the lostAnswerRatio fault). */
  answerLost?: boolean;
}

/** What the bot wrote in a chat, oldest first; without the greeting it posts when the group is connected, unless asked. */
export async function fakeMessages(chatId: string, withGreeting = false): Promise<FakeMessage[]> {
  const answer = await fetch(`${telegramFakeUrl()}/__fake/messages?chat_id=${encodeURIComponent(chatId)}`);
  const messages = ((await answer.json()) as { messages: FakeMessage[] }).messages;
  return withGreeting ? messages : messages.filter((message) => !message.text.startsWith(CONNECTED_GREETING));
}
const CONNECTED_GREETING = '<b>Группа подключена к ДентЛид</b>';

export async function fakeControl(path: 'faults' | 'chats', body: object): Promise<void> {
  const answer = await fetch(`${telegramFakeUrl()}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`fake ${path}: ${answer.status}`);
}

// ── the SES mailbox ─────────────────────────────────────────────────────────────────────────────────
export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

/** Mail to an address; the confirmation mail of a lead address only when asked. */
export async function mailsTo(address: string, withConfirmation = false): Promise<StoredMail[]> {
  const store = (await (await fetch(`${testRuntime().mailboxUrl}/store`)).json()) as { emails: StoredMail[] };
  return store.emails.filter(
    (mail) => mail.destination.to.includes(address) && (withConfirmation || mail.subject !== CONFIRMATION_SUBJECT),
  );
}
export const CONFIRMATION_SUBJECT = 'Подтвердите адрес для заявок ДентЛид';

// ── dead-letter queues ──────────────────────────────────────────────────────────────────────────────
let sqs: SQSClient | undefined;
/** Lead ids of the messages in a channel's DLQ (received with a short visibility, so they stay). */
export async function deadLetterLeadIds(queue: 'leadMail' | 'leadTelegram'): Promise<Set<string>> {
  const runtime = testRuntime();
  sqs ??= new SQSClient({
    endpoint: runtime.endpoints.sqs,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const url = runtime.resources.queues[queue === 'leadMail' ? 'leadMail' : 'leadTelegram']!.deadLetterUrl;
  const ids = new Set<string>();
  for (let round = 0; round < 10; round++) {
    const answer = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, VisibilityTimeout: 1, WaitTimeSeconds: 0 }),
    );
    const messages = answer.Messages ?? [];
    if (messages.length === 0) break;
    for (const message of messages) ids.add((JSON.parse(message.Body ?? '{}') as { id?: string }).id ?? '');
  }
  return ids;
}

/** `make` over every item, `inFlight` at a time, the results in the items' order. */
export async function mapInParallel<T, R>(
  items: readonly T[],
  inFlight: number,
  make: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await make(items[index]!, index);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, lane));
  return results;
}

export function closeTestClients(): void {
  sqs?.destroy();
}
