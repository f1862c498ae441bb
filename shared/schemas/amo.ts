// amoCRM connection (spec cabinet §4 "CRM flow", §7, §8): the cabinet asks for the consent URL (GET
// /api/amo/url), the clinic consents on amo's page and comes back to /user/integration with code and
// referer, the cabinet posts them (POST /api/amo/data), then picks a pipeline and a stage (PUT
// /api/amo/pipeline); GET /api/amo/again/data?id= reads the account's pipelines again. Every answer is
// the clinic's integrations with secrets masked and the amo entry's id; tokens never leave the server.
import * as z from 'zod/mini';
import './zod';
import { integrationsAnswerSchema } from './integrations';
import { inputObject } from './input';

/** A clinic's amo account host, as amo sends it back: <subdomain>.amocrm.ru (or .amocrm.com, .kommo.com). */
export const AMO_REFERER = /^[a-z0-9][a-z0-9-]{0,62}\.(amocrm\.ru|amocrm\.com|kommo\.com)$/;

/** The spec's messages (cabinet §8), shown on the amo card and as lead statuses. */
export const AMO_TEXTS = {
  leadCreated: 'заявка создана',
  noteAdded: 'описание добавлено к заявке',
  accessLost: 'Был потерян доступ к амо',
  noAccess: 'нет доступа к амо',
  pipelinesFailed: 'ошибка при получении данных о воронках amo',
  clientFailed: 'ошибка при получении данных о клиенте amo',
  chooseTarget: 'выберите, куда отправлять заявку',
  recreate: 'Необходимо пересоздать интеграцию',
  loadFailed: 'Ошибка загрузки данных пожалуйста повторите попытку',
} as const;

const entryId = z
  .string({ error: 'Не указана интеграция' })
  .check(z.minLength(1, { error: 'Не указана интеграция' }), z.maxLength(64, { error: 'Не указана интеграция' }));

export const amoUrlAnswerSchema = z.strictObject({
  /** amo's consent page; the clinic returns to /user/integration?code=…&referer=…&state=…. */
  url: z.string(),
  /** The marker the cabinet keeps locally and finds again in the return's `state`. */
  state: z.string(),
});

export const amoDataSchema = inputObject({
  code: z
    .string({ error: 'Нет кода авторизации amoCRM' })
    .check(z.minLength(1, { error: 'Нет кода авторизации amoCRM' }), z.maxLength(2000, { error: 'Код авторизации слишком длинный' })),
  referer: z
    .string({ error: 'Нет адреса аккаунта amoCRM' })
    .check(z.trim(), z.toLowerCase(), z.regex(AMO_REFERER, { error: 'Адрес аккаунта amoCRM должен быть вида clinic.amocrm.ru' })),
  /** Reconnecting an existing entry keeps its id (and its pipeline when the account is the same). */
  id: z.optional(entryId),
});

export const amoPipelineSchema = inputObject({
  id: entryId,
  pipelineId: z.union([z.string(), z.number()], { error: 'Выберите воронку' }),
  statusId: z.union([z.string(), z.number()], { error: 'Выберите этап' }),
});

export const amoAgainQuerySchema = z.object({ id: entryId });

export const amoAnswerSchema = z.strictObject({
  /** The amo entry the call was about. */
  id: z.string(),
  integrations: integrationsAnswerSchema,
});
export type AmoAnswer = z.infer<typeof amoAnswerSchema>;
