// The Google Sheets channel: every lead becomes one row in each connected sheet, with one text for all sheets as the
// spec has it.
import type { LeadChannelShared } from '../integration';
import { respelledStatusText } from '../status-texts';

/** google text that counts as delivered (docs/contract/cabinet.md §4). */
export const GOOGLE_OK_TEXT = 'Добавлены новые данные в таблицу';

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
