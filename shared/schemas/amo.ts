// amoCRM connection (docs/contract/cabinet.md §4 "CRM flow", §7, §8): the cabinet asks for the consent URL (GET
// /api/amo/url), the clinic consents on amo's page and comes back to /user/integration with code and
// referer and the state the server signed, the cabinet posts them (POST /api/amo/data: refused unless the
// state is signed for the caller), then picks a pipeline and a stage (PUT
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

/** GET /api/amo/url?id=: `id` names an entry to reconnect (its pipeline and stage are kept); without it, a new one. */
export const amoUrlQuerySchema = z.object({ id: z.optional(entryId) });

export const amoUrlAnswerSchema = z.strictObject({
  /** amo's consent page; the clinic returns to /user/integration?code=…&referer=…&state=…. */
  url: z.string(),
  /**
   * The state signed on the server for this clinic (and the entry being reconnected): the cabinet keeps it
   * until the return, finds it again in the return's `state`, and posts it; the server accepts a code
   * only with a state signed for the caller.
   */
  state: z.string(),
});

export const amoDataSchema = inputObject({
  code: z
    .string({ error: 'Нет кода авторизации amoCRM' })
    .check(z.minLength(1, { error: 'Нет кода авторизации amoCRM' }), z.maxLength(2000, { error: 'Код авторизации слишком длинный' })),
  referer: z
    .string({ error: 'Нет адреса аккаунта amoCRM' })
    .check(z.trim(), z.toLowerCase(), z.regex(AMO_REFERER, { error: 'Адрес аккаунта amoCRM должен быть вида clinic.amocrm.ru' })),
  /** The return's `state`, as GET /api/amo/url signed it: it names the clinic and the entry being reconnected. */
  state: z
    .string({ error: 'Нет метки подключения amoCRM (state)' })
    .check(
      z.minLength(1, { error: 'Нет метки подключения amoCRM (state)' }),
      z.maxLength(1000, { error: 'Метка подключения слишком длинная' }),
    ),
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
