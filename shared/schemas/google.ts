// Google Sheets (docs/contract/cabinet.md §4 "Spreadsheet flow", §7): GET /api/google/url answers the consent URL
// (with a signed state naming the clinic), POST /api/google/code takes the query the consent page sent
// the user back with (code and state), creates the spreadsheet with its header row and stores the entry,
// POST /api/google checks (refreshes) one entry's access. Tokens never appear in an answer.
import * as z from 'zod/mini';
import './zod';
import { googleEntrySchema } from '../integrations/google';
import { inputObject } from './input';

/** GET /api/google/url?id=: `id` names an entry to reconnect (its spreadsheet is kept); without it, a new one. */
export const googleUrlQuerySchema = z.object({
  id: z.optional(z.string({ error: 'id: ожидается строка' }).check(z.maxLength(64, { error: 'Не длиннее 64 символов' }))),
});
export const googleUrlAnswerSchema = z.strictObject({ url: z.string() });

/** POST /api/google/code: the query string the user came back with ('?code=…&state=…' or '?error=…&state=…'). */
export const googleCodeSchema = inputObject({
  query: z
    .string({ error: 'Ожидается строка запроса' })
    .check(z.minLength(1, { error: 'Пустой ответ Google' }), z.maxLength(4000, { error: 'Слишком длинный ответ Google' })),
});

export const googleEntryViewSchema = z.extend(googleEntrySchema, { _id: z.string(), active: z.boolean() });
/** The spec's answer shape: data.data is the entry (the axios response of the old client). */
export const googleEntryAnswerSchema = z.strictObject({ data: googleEntryViewSchema });
export type GoogleEntryAnswer = z.infer<typeof googleEntryAnswerSchema>;

/** POST /api/google: checks one entry's access now (refreshing its token); the answer says whether it needs reconnecting. */
export const googleRefreshSchema = inputObject({
  id: z.string({ error: 'Не указана интеграция' }).check(z.minLength(1, { error: 'Не указана интеграция' }), z.maxLength(64)),
});

/** The entry's `error` when Google no longer accepts its grant (revoked, expired): what the clinic must do. */
export const GOOGLE_RECONNECT_TEXT = 'Доступ к Google Таблице потерян: нажмите «Подключить заново» и разрешите доступ';
