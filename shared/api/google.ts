// Calls of the Google Sheets integration (docs/contract/cabinet.md §4 spreadsheet flow, §7): the consent URL, the
// return with the code (creates the spreadsheet and the entry), the access check.
import {
  googleCodeSchema,
  googleEntryAnswerSchema,
  googleRefreshSchema,
  googleUrlAnswerSchema,
  googleUrlQuerySchema,
} from '../schemas/google';
import type { Endpoint } from './endpoint';

export const googleUrl = {
  method: 'GET',
  path: '/api/google/url',
  access: 'user',
  query: googleUrlQuerySchema,
  answer: googleUrlAnswerSchema,
  errors: [401, 404, 503],
  summary: 'Адрес страницы согласия Google (подписанный state называет клинику; id: переподключить запись)',
} as const satisfies Endpoint;

export const googleCode = {
  method: 'POST',
  path: '/api/google/code',
  access: 'user',
  body: googleCodeSchema,
  answer: googleEntryAnswerSchema,
  successStatus: 201,
  errors: [401, 403, 404, 422, 429, 503],
  summary: 'Возврат со страницы согласия Google: создаёт таблицу с заголовком и сохраняет интеграцию (data.data — запись)',
} as const satisfies Endpoint;

export const googleRefresh = {
  method: 'POST',
  path: '/api/google',
  access: 'user',
  body: googleRefreshSchema,
  answer: googleEntryAnswerSchema,
  errors: [401, 404, 429, 503],
  summary: 'Проверяет доступ к Google Таблице (обновляет токен); запись с error — нужно подключить заново',
} as const satisfies Endpoint;
