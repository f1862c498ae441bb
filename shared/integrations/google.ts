// Google Sheets: connected by Google's consent page, which creates the clinic's spreadsheet; every lead becomes one
// row in each connected sheet (the 'google' channel, one text for all sheets as the spec has it).
import * as z from 'zod/mini';
import { inputObject } from '../schemas/input';
import { respelledStatusText } from './status-texts';
import { base, field, filled, shown } from './entry-fields';
import type { IntegrationShared, LeadChannelShared } from './integration';

/** google text that counts as delivered (docs/contract/cabinet.md §4). */
export const GOOGLE_OK_TEXT = 'Добавлены новые данные в таблицу';

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

/** The Google channel's text says every sheet has the row (in either spelling it was stored with). */
export function isGoogleDelivered(text: string): boolean {
  return respelledStatusText(text).includes(GOOGLE_OK_TEXT);
}

export const googleChannel = {
  name: 'google',
  statusKey: 'google',
  column: 4,
  label: 'Google',
  oneText: true,
  isDelivered: isGoogleDelivered,
  destinationsAtIntake: (active) => active('google').map((entry) => entry._id ?? ''),
  resendNone: 'Нет ни одной активной Google Таблицы в интеграциях',
} as const satisfies LeadChannelShared;

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
} as const satisfies IntegrationShared<'google'>;
