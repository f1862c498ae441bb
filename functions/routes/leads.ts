// Rows of the lead pipeline and integrations: tickets (bookings), the clinic's lead list, resend, integrations.
import { integrationDeleteQuerySchema, integrationsUpdateSchema, telegramTestSchema } from '../../shared/schemas/integrations';
import { leadIdQuerySchema, leadListQuerySchema, resendLeadSchema, ticketInputSchema } from '../../shared/schemas/leads';
import { route } from '../http/route';

export const leadRoutes = {
  ticketCreate: route({
    method: 'POST', path: '/api/ticket', handler: 'functions/handlers/tickets/create.ts',
    access: 'public', body: ticketInputSchema, rateLimit: 'lead',
    grants: { table: 'readWrite', publishTo: ['lead'] },
    summary: 'Запись или заявка из виджета: занимает слот, сохраняет заявку и рассылает её по каналам клиники', successStatus: 201,
  }),
  ticketList: route({
    method: 'GET', path: '/api/ticket/user', handler: 'functions/handlers/tickets/list.ts',
    access: 'user', query: leadListQuerySchema, grants: { table: 'read', secrets: ['publicKeys'] },
    summary: 'Заявки клиники, новые сверху, постранично (cursor, limit)',
  }),
  ticketDelete: route({
    method: 'DELETE', path: '/api/google', handler: 'functions/handlers/tickets/delete.ts',
    access: 'user', query: leadIdQuerySchema, grants: { table: 'readWrite', secrets: ['publicKeys'] },
    summary: 'Удалить заявку (освобождает занятый ею слот)', successStatus: 204,
  }),
  ticketResend: route({
    method: 'POST', path: '/api/ticket/resend', handler: 'functions/handlers/tickets/resend.ts',
    access: 'user', body: resendLeadSchema,
    grants: { table: 'readWrite', sendTo: ['leadMail', 'leadTelegram'], secrets: ['publicKeys'] },
    summary: 'Отправить заявку ещё раз в один канал (почта или Telegram) туда, куда она не дошла',
  }),
  integrationGet: route({
    method: 'GET', path: '/api/integration', handler: 'functions/handlers/integrations/get.ts',
    access: 'user', grants: { table: 'read', secrets: ['publicKeys'] },
    summary: 'Интеграции клиники: по каждому виду список записей',
  }),
  integrationPut: route({
    method: 'PUT', path: '/api/integration', handler: 'functions/handlers/integrations/put.ts',
    access: 'user', body: integrationsUpdateSchema, grants: { table: 'readWrite', secrets: ['publicKeys'] },
    summary: 'Сохранить интеграции (виды, которых нет в запросе, не меняются)',
  }),
  integrationDelete: route({
    method: 'DELETE', path: '/api/integration', handler: 'functions/handlers/integrations/delete.ts',
    access: 'user', query: integrationDeleteQuerySchema, grants: { table: 'readWrite', secrets: ['publicKeys'] },
    summary: 'Удалить одну запись интеграции',
  }),
  integrationTelegramTest: route({
    method: 'POST', path: '/api/integration/telegram/test', handler: 'functions/handlers/integrations/telegram-test.ts',
    access: 'user', body: telegramTestSchema, grants: { table: 'readWrite', secrets: ['publicKeys', 'telegramBot'] },
    summary: 'Отправить тестовое сообщение в группу Telegram',
  }),
} as const satisfies Record<string, ReturnType<typeof route>>;
