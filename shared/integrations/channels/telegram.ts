// The Telegram channel: every lead goes from the product's bot to each active group (stored as 'telegramm', as the
// spec spelled it).
import { DELIVERY_OK } from '../delivery-values';
import { shown } from '../entry-values';
import type { LeadChannelShared } from '../integration';

/** The status of a lead for a group that is not confirmed by its code (nothing is sent there). */
export const TELEGRAM_UNCONFIRMED_STATUS = 'группа не подтверждена кодом: сообщение не отправлено';

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
