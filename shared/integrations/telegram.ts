// Telegram: every lead goes from the product's bot to each group proven by its one-time code (the 'telegram'
// channel, stored as 'telegramm' as the spec spelled it).
import { inputObject } from '../schemas/input';
import { DELIVERY_OK } from './delivery-values';
import { base, echoedConfirmed, field, idField, shown, text } from './entry-fields';
import type { IntegrationShared, LeadChannelShared } from './integration';

/** Telegram chat ids: int64; groups negative, supergroups -100…, private chats positive. */
const TELEGRAM_CHAT_ID = /^-?[1-9]\d{0,18}$/;

/** A Telegram group id: negative, '-100…' for supergroups. */
export const telegramEntrySchema = inputObject({ ...base, ...echoedConfirmed, id: idField(32), name: field(200) });

export const telegramChannel = {
  name: 'telegram',
  statusKey: 'telegramm',
  column: 2,
  label: 'Telegram',
  isDelivered: (value) => value === DELIVERY_OK,
  destinationsAtIntake: (active) => [...new Set(active('telegram').map((entry) => shown(entry.id)))],
  removedName: 'группа, удалённая из интеграций',
  resendNone: 'Нет ни одной активной группы Telegram в интеграциях',
} as const satisfies LeadChannelShared;

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
