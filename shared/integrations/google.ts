// Google Sheets: connected by Google's consent page, which creates the clinic's spreadsheet; every lead becomes one
// row in each connected sheet (the 'google' channel, one text for all sheets as the spec has it).
import * as z from 'zod/mini';
import { inputObject } from '../schemas/input';
import { base, field } from './entry-fields';
import { filled, shown } from './entry-values';
import type { IntegrationShared } from './integration';
import { googleChannel } from './channels/google';

/**
 * Made only by the Google flow (POST /api/google/code); the server keeps every field as it stored it
 * (a PUT may only drop an entry). `error` says what the clinic must do (reconnect), empty when none;
 * `grantExpiresAt` when the consent ends by itself (the card warns ahead: shared/domain/google-grant.ts).
 */
export const googleEntrySchema = inputObject({
  ...base,
  spreadsheetId: field(200),
  spreadsheetUrl: z.optional(z.string({ error: 'spreadsheetUrl: ожидается строка' }).check(z.maxLength(500))),
  title: z.optional(z.string({ error: 'title: ожидается строка' }).check(z.maxLength(300))),
  error: z.optional(z.string({ error: 'error: ожидается строка' }).check(z.maxLength(500))),
  /** When Google said the consent ends (ISO; an app in testing: 7 days after it); absent when it does not end by itself. */
  grantExpiresAt: z.optional(z.string({ error: 'grantExpiresAt: ожидается строка' }).check(z.maxLength(40))),
});

const title = (entry: Record<string, unknown>) => shown(entry.title).trim() || shown(entry.spreadsheetId);

export const google = {
  kind: 'google',
  title: 'Google Таблицы',
  category: 'Другое',
  entrySchema: googleEntrySchema,
  isActive: (entry) => filled(entry.spreadsheetId),
  value: (entry) => entry.spreadsheetId,
  entryTitle: title,
  destinationName: (entry) => [entry._id ?? '', title(entry)],
  leads: { channel: googleChannel },
  // An app in testing: Google ends the consent 7 days after it was given.
  grantEnds: { warning: 'Доступ к таблице закончится' },
} as const satisfies IntegrationShared<'google'>;
