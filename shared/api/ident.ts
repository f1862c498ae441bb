// Calls IDENT makes (docs/integrations.md, IDENT): the clinic enters https://<site>/api/ident as its HTTP
// service's address and the key of its ident entry. Both answer plain text on errors (401/403 with a
// reason IDENT writes to its exchange log), so their answers are marked text: GetTickets's body is the
// JSON array of identTicketsSchema, PostTimeTable's a short text IDENT ignores.
import { identTicketsQuerySchema } from '../schemas/ident';
import type { Endpoint } from './endpoint';
import { text } from './endpoint';
import * as z from 'zod/mini';

export const identGetTickets = {
  method: 'GET',
  path: '/api/ident/GetTickets',
  access: 'public',
  query: identTicketsQuerySchema,
  answer: text,
  errors: [401, 403],
  summary:
    'IDENT: заявки клиники, созданные с dateTimeFrom по dateTimeTo включительно (JSON-массив, старые первыми): без limit — 1000 самых новых, с limit/offset — страница от самых старых (offset до 10000); время без смещения — время клиники; ключ в заголовке IDENT-Integration-Key',
} as const satisfies Endpoint;

export const identPostTimeTable = {
  method: 'POST',
  path: '/api/ident/PostTimeTable',
  access: 'public',
  body: z.unknown(),
  answer: text,
  errors: [401, 403],
  summary: 'IDENT: врачи и интервалы расписания (Doctors, Branches, Intervals); свободные интервалы становятся временем записи',
} as const satisfies Endpoint;

/** IDENT may poll its telephony calls on the same service: we keep no calls, so the answer is an empty list (not a 404 in its log). */
export const identGetFinishedCalls = {
  method: 'GET',
  path: '/api/ident/GetFinishedCalls',
  access: 'public',
  query: identTicketsQuerySchema,
  answer: text,
  errors: [401, 403],
  summary: 'IDENT: завершённые звонки — ДентЛид звонков не ведёт, ответ всегда пустой список []; ключ в заголовке IDENT-Integration-Key',
} as const satisfies Endpoint;

export const identGetOngoingCalls = {
  ...identGetFinishedCalls,
  path: '/api/ident/GetOngoingCalls',
  summary: 'IDENT: текущие звонки — ДентЛид звонков не ведёт, ответ всегда пустой список []; ключ в заголовке IDENT-Integration-Key',
} as const satisfies Endpoint;
