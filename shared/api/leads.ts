// Calls of the lead pipeline and integrations: tickets (bookings), the clinic's lead list, resend, integrations.
import {
  integrationDeleteQuerySchema,
  integrationsUpdateSchema,
  integrationsAnswerSchema,
  telegramTestAnswerSchema,
  telegramTestSchema,
  telegramCodeAnswerSchema,
  telegramCodeQuerySchema,
  telegramCodeStatusSchema,
  telegramUpdateSchema,
  telegramWebhookAnswerSchema,
  emailConfirmationSchema,
  emailConfirmationAnswerSchema,
  emailConfirmSchema,
  emailConfirmAnswerSchema,
  identKeyAnswerSchema,
} from '../schemas/integrations';
import { leadIdQuerySchema, leadListQuerySchema, leadPageSchema, leadViewSchema, resendLeadSchema } from '../schemas/leads';
import { ticketAnswerSchema, ticketInputSchema } from '../schemas/ticket';
import { setHandlingSchema } from '../schemas/lead-handling';
import { journalAnswerSchema, journalQuerySchema } from '../schemas/journal';
import {
  patientErasedSchema,
  patientEraseSchema,
  patientQuerySchema,
  patientRecordsSchema,
  retentionAnswerSchema,
  retentionSchema,
} from '../schemas/patient-data';
import type { Endpoint } from './endpoint';
import { noContent } from './endpoint';

export const ticketCreate = {
  method: 'POST',
  path: '/api/ticket',
  access: 'public',
  body: ticketInputSchema,
  answer: ticketAnswerSchema,
  successStatus: 201,
  errors: [404, 409, 422, 428, 429],
  summary: 'Запись или заявка из виджета: занимает слот, сохраняет заявку и рассылает её по каналам клиники',
} as const satisfies Endpoint;

export const ticketList = {
  method: 'GET',
  path: '/api/ticket/user',
  access: 'user',
  query: leadListQuerySchema,
  answer: leadPageSchema,
  errors: [401],
  summary:
    'Заявки клиники, новые сверху, постранично (cursor, limit), с фильтрами (q — имя или телефон, from/to, status, doctor, source, utm, page); первая страница — со счётчиками',
} as const satisfies Endpoint;

export const ticketHandling = {
  method: 'POST',
  path: '/api/ticket/handling',
  access: 'user',
  body: setHandlingSchema,
  answer: leadViewSchema,
  errors: [401, 404, 409],
  summary:
    'Обработка заявки сотрудником: статус (Новая → Перезвонили → Записан → Пришёл / Не пришёл / Отказ) и заметка; устаревшая version → 409',
} as const satisfies Endpoint;

export const ticketJournal = {
  method: 'GET',
  path: '/api/ticket/journal',
  access: 'user',
  query: journalQuerySchema,
  answer: journalAnswerSchema,
  errors: [401],
  summary: 'Журнал: записи на один день по врачам (из заявок и из МИС), время клиники',
} as const satisfies Endpoint;

export const ticketDelete = {
  method: 'DELETE',
  path: '/api/google',
  access: 'user',
  query: leadIdQuerySchema,
  answer: noContent,
  successStatus: 204,
  errors: [401, 404],
  summary: 'Удалить заявку (освобождает занятый ею слот)',
} as const satisfies Endpoint;

export const ticketResend = {
  method: 'POST',
  path: '/api/ticket/resend',
  access: 'user',
  body: resendLeadSchema,
  answer: leadViewSchema,
  errors: [401, 404],
  summary: 'Отправить заявку ещё раз в один канал (почта или Telegram) туда, куда она не дошла',
} as const satisfies Endpoint;

export const integrationGet = {
  method: 'GET',
  path: '/api/integration',
  access: 'user',
  answer: integrationsAnswerSchema,
  errors: [401],
  summary: 'Интеграции клиники: по каждому виду список записей и версия для следующей правки',
} as const satisfies Endpoint;

export const integrationPut = {
  method: 'PUT',
  path: '/api/integration',
  access: 'user',
  body: integrationsUpdateSchema,
  answer: integrationsAnswerSchema,
  errors: [401, 409],
  summary: 'Сохранить интеграции (виды, которых нет в запросе, не меняются); устаревшая version → 409 STALE_VERSION',
} as const satisfies Endpoint;

export const integrationDelete = {
  method: 'DELETE',
  path: '/api/integration',
  access: 'user',
  query: integrationDeleteQuerySchema,
  answer: integrationsAnswerSchema,
  errors: [401, 409],
  summary: 'Удалить одну запись интеграции',
} as const satisfies Endpoint;

export const integrationTelegramTest = {
  method: 'POST',
  path: '/api/integration/telegram/test',
  access: 'user',
  body: telegramTestSchema,
  answer: telegramTestAnswerSchema,
  errors: [401, 404, 429, 503],
  summary: 'Отправить тестовое сообщение в подтверждённую группу Telegram (не чаще 2 в минуту на группу и 10 в час на клинику)',
} as const satisfies Endpoint;

export const integrationIdentKey = {
  method: 'POST',
  path: '/api/integration/ident/key',
  access: 'user',
  answer: identKeyAnswerSchema,
  errors: [401],
  summary: 'Ключ интеграции для новой записи IDENT: создаётся сервером и остаётся тем же, пока запись с ним не сохранена',
} as const satisfies Endpoint;

export const integrationTelegramCode = {
  method: 'POST',
  path: '/api/integration/telegram/code',
  access: 'user',
  answer: telegramCodeAnswerSchema,
  successStatus: 201,
  errors: [401, 429, 503],
  summary: 'Одноразовый код и ссылка t.me/<бот>?startgroup=<код>, которыми группа подключается к клинике (15 минут)',
} as const satisfies Endpoint;

export const integrationTelegramCodeStatus = {
  method: 'GET',
  path: '/api/integration/telegram/code',
  access: 'user',
  query: telegramCodeQuerySchema,
  answer: telegramCodeStatusSchema,
  errors: [401, 404],
  summary: 'Пришёл ли код в группу: ждём, подключена (id и название группы) или истёк',
} as const satisfies Endpoint;

export const telegramWebhook = {
  method: 'POST',
  path: '/api/telegram/webhook',
  access: 'public',
  body: telegramUpdateSchema,
  answer: telegramWebhookAnswerSchema,
  errors: [401],
  summary: 'Обновления бота от Telegram (заголовок X-Telegram-Bot-Api-Secret-Token): код в группе подключает её',
} as const satisfies Endpoint;

export const integrationEmailConfirmation = {
  method: 'POST',
  path: '/api/integration/email/confirmation',
  access: 'user',
  body: emailConfirmationSchema,
  answer: emailConfirmationAnswerSchema,
  errors: [401, 404, 409, 429],
  summary: 'Ещё раз отправить ссылку подтверждения на адрес из интеграций (3 в час на адрес)',
} as const satisfies Endpoint;

export const integrationEmailConfirm = {
  method: 'POST',
  path: '/api/integration/email/confirm',
  access: 'public',
  body: emailConfirmSchema,
  answer: emailConfirmAnswerSchema,
  errors: [404],
  summary: 'Кнопка страницы /email/confirm из письма: подтверждает адрес для заявок (одна ссылка — одно подтверждение)',
} as const satisfies Endpoint;

export const patientFind = {
  method: 'GET',
  path: '/api/patient',
  access: 'user',
  query: patientQuerySchema,
  answer: patientRecordsSchema,
  errors: [401],
  summary: 'Данные одного пациента в клинике по телефону: заявки по видам, записи доставки и МИС, внешние системы, куда ушли заявки',
} as const satisfies Endpoint;

export const patientErase = {
  method: 'POST',
  path: '/api/patient/erase',
  access: 'user',
  body: patientEraseSchema,
  answer: patientErasedSchema,
  errors: [401],
  summary:
    'Удалить данные пациента по телефону: заявки обезличиваются, записи с телефоном удаляются, запись в журнале удалений; частями (done: false — вызвать снова)',
} as const satisfies Endpoint;

export const retentionGet = {
  method: 'GET',
  path: '/api/patient/retention',
  access: 'user',
  answer: retentionAnswerSchema,
  errors: [401],
  summary: 'Срок хранения данных пациентов клиники в месяцах (по умолчанию 36)',
} as const satisfies Endpoint;

export const retentionPut = {
  method: 'PUT',
  path: '/api/patient/retention',
  access: 'user',
  body: retentionSchema,
  answer: retentionAnswerSchema,
  errors: [401],
  summary: 'Задать срок хранения (1–36 месяцев): заявки старше обезличиваются ежедневно',
} as const satisfies Endpoint;
