// Optimistic concurrency of the cabinet's writes: every GET of an editable item answers its `version`,
// every write sends the `version` its edit was based on and gets the new one back. A write based on an
// older version is refused with 409 (EDIT_CONFLICT_CODE), never applied over someone else's edit.
import * as z from 'zod/mini';
import './zod';

export const EDIT_CONFLICT_CODE = 'STALE_VERSION';
export const editConflictMessage = 'Данные изменились в другой вкладке или у коллеги: загрузите свежую версию и повторите правку';

const versionMessage = 'Передайте version: версию данных, с которой начата правка (целое число от 0)';

/** The version a write is based on (required: the web app ships with the API, so no old client omits it). */
export const editVersionSchema = z.int({ error: versionMessage }).check(z.gte(0, { error: versionMessage }));

/** The version a view answers. */
export const versionViewSchema = z.int();

/** The same version sent as a query parameter (DELETE calls): digits only, so an empty `version=` is not 0. */
export const editVersionQuerySchema = z.pipe(
  z.string({ error: versionMessage }).check(z.regex(/^\d{1,15}$/, { error: versionMessage })),
  z.transform((digits: string) => Number(digits)),
);
