// Telegram: every lead goes from the product's bot to each group proven by its one-time code (the 'telegram'
// channel, stored as 'telegramm' as the spec spelled it).
import { inputObject } from '../schemas/input';
import { base, echoedConfirmed, field, idField } from './entry-fields';
import { shown, text } from './entry-values';
import type { IntegrationShared } from './integration';
import { telegramChannel } from './channels/telegram';

/** Telegram chat ids: int64; groups negative, supergroups -100…, private chats positive. */
const TELEGRAM_CHAT_ID = /^-?[1-9]\d{0,18}$/;

/** A Telegram group id: negative, '-100…' for supergroups. */
export const telegramEntrySchema = inputObject({ ...base, ...echoedConfirmed, id: idField(32), name: field(200) });

const title = (entry: Record<string, unknown>) => shown(entry.name).trim() || shown(entry.id);

export const telegram = {
  kind: 'telegram',
  title: 'Telegram',
  category: 'Уведомления',
  entrySchema: telegramEntrySchema,
  isActive: (entry) => TELEGRAM_CHAT_ID.test(text(entry, 'id')),
  value: (entry) => entry.id,
  entryTitle: title,
  destinationName: (entry) => (shown(entry.id) ? [shown(entry.id), title(entry)] : undefined),
  proof: { unconfirmedBadge: 'Не подтверждена' },
  leads: { channel: telegramChannel },
} as const satisfies IntegrationShared<'telegram'>;
