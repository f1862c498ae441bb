// Calls of the lead pipeline and integrations: tickets (bookings), the clinic's lead list, resend, integrations.
import {
  integrationDeleteQuerySchema,
  integrationsUpdateSchema,
  integrationsViewSchema,
  telegramTestAnswerSchema,
  telegramTestSchema,
} from '../schemas/integrations';
import {
  leadIdQuerySchema,
  leadListQuerySchema,
  leadPageSchema,
  leadViewSchema,
  resendLeadSchema,
  ticketAnswerSchema,
  ticketInputSchema,
} from '../schemas/leads';
import type { Endpoint } from './endpoint';
import { noContent } from './endpoint';

export const ticketCreate = {
  method: 'POST',
  path: '/api/ticket',
  access: 'public',
  body: ticketInputSchema,
  answer: ticketAnswerSchema,
  successStatus: 201,
  errors: [404, 409, 422, 429],
  summary: 'Запись или заявка из виджета: занимает слот, сохраняет заявку и рассылает её по каналам клиники',
} as const satisfies Endpoint;

export const ticketList = {
  method: 'GET',
  path: '/api/ticket/user',
  access: 'user',
  query: leadListQuerySchema,
  answer: leadPageSchema,
  errors: [401],
  summary: 'Заявки клиники, новые сверху, постранично (cursor, limit)',
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
  answer: integrationsViewSchema,
  errors: [401],
  summary: 'Интеграции клиники: по каждому виду список записей',
} as const satisfies Endpoint;

export const integrationPut = {
  method: 'PUT',
  path: '/api/integration',
  access: 'user',
  body: integrationsUpdateSchema,
  answer: integrationsViewSchema,
  errors: [401, 409],
  summary: 'Сохранить интеграции (виды, которых нет в запросе, не меняются)',
} as const satisfies Endpoint;

export const integrationDelete = {
  method: 'DELETE',
  path: '/api/integration',
  access: 'user',
  query: integrationDeleteQuerySchema,
  answer: integrationsViewSchema,
  errors: [401, 409],
  summary: 'Удалить одну запись интеграции',
} as const satisfies Endpoint;

export const integrationTelegramTest = {
  method: 'POST',
  path: '/api/integration/telegram/test',
  access: 'user',
  body: telegramTestSchema,
  answer: telegramTestAnswerSchema,
  errors: [401, 404, 503],
  summary: 'Отправить тестовое сообщение в группу Telegram',
} as const satisfies Endpoint;
