// Calls of the amoCRM connection (spec cabinet §4 "CRM flow", §7): the consent URL, the return with the
// code, the pipeline and stage, reading the account's data again.
import { amoAgainQuerySchema, amoAnswerSchema, amoDataSchema, amoPipelineSchema, amoUrlAnswerSchema } from '../schemas/amo';
import type { Endpoint } from './endpoint';

export const amoUrl = {
  method: 'GET',
  path: '/api/amo/url',
  access: 'user',
  answer: amoUrlAnswerSchema,
  errors: [401, 503],
  summary: 'Адрес страницы согласия amoCRM и метка state, которую кабинет хранит до возврата',
} as const satisfies Endpoint;

export const amoData = {
  method: 'POST',
  path: '/api/amo/data',
  access: 'user',
  body: amoDataSchema,
  answer: amoAnswerSchema,
  errors: [401, 404, 422, 503],
  summary: 'Возврат из amoCRM с code и referer: сервер получает токены (хранит у себя), клиента и воронки, создаёт или обновляет запись',
} as const satisfies Endpoint;

export const amoPipeline = {
  method: 'PUT',
  path: '/api/amo/pipeline',
  access: 'user',
  body: amoPipelineSchema,
  answer: amoAnswerSchema,
  errors: [401, 404, 422],
  summary: 'Воронка и этап, куда попадают заявки клиники в amoCRM',
} as const satisfies Endpoint;

export const amoAgainData = {
  method: 'GET',
  path: '/api/amo/again/data',
  access: 'user',
  query: amoAgainQuerySchema,
  answer: amoAnswerSchema,
  errors: [401, 404, 422, 503],
  summary: 'Снова прочитать клиента и воронки аккаунта amoCRM (токены обновляются на сервере)',
} as const satisfies Endpoint;
