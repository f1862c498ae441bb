// Calls of the amoCRM connection (docs/contract/cabinet.md §4 "CRM flow", §7): the consent URL, the return with the
// code, the pipeline and stage, reading the account's data again.
import {
  amoAgainQuerySchema,
  amoAnswerSchema,
  amoDataSchema,
  amoPipelineSchema,
  amoUrlAnswerSchema,
  amoUrlQuerySchema,
} from '../schemas/amo';
import type { Endpoint } from './endpoint';

export const amoUrl = {
  method: 'GET',
  path: '/api/amo/url',
  access: 'user',
  query: amoUrlQuerySchema,
  answer: amoUrlAnswerSchema,
  errors: [401, 404, 503],
  summary: 'Адрес страницы согласия amoCRM и подписанная для клиники метка state (id: переподключить запись)',
} as const satisfies Endpoint;

export const amoData = {
  method: 'POST',
  path: '/api/amo/data',
  access: 'user',
  body: amoDataSchema,
  answer: amoAnswerSchema,
  errors: [401, 403, 404, 422, 503],
  summary:
    'Возврат из amoCRM с code, referer и state (подписан для этой клиники): сервер получает токены (хранит у себя), клиента и воронки, создаёт или обновляет запись',
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
