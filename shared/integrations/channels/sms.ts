// The SMS channel: a widget booking's confirmation goes to the patient's phone through the clinic's SMS gateway account
// (one value per SMS entry, only on bookings with a time: a request or a quiz answer has no visit to confirm).
import { DELIVERY_OK } from '../delivery-values';
import type { LeadChannelShared } from '../integration';

/** A lead the SMS channel confirms: a booking ('Запись') with its visit's time. */
export const isConfirmedBySms = (lead: { action?: string; PlanStart?: string }): boolean =>
  lead.action === 'Запись' && typeof lead.PlanStart === 'string' && lead.PlanStart !== '';

export const smsChannel = {
  name: 'sms',
  statusKey: 'sms',
  column: 6,
  label: 'SMS',
  columnWhenUsed: true,
  isDelivered: (value) => value === DELIVERY_OK,
  destinationsAtIntake: (active) => active('sms').map((entry) => entry._id ?? ''),
  concernsLead: isConfirmedBySms,
  removedName: 'SMS-шлюз, удалённый из интеграций',
  resendNone: 'SMS-шлюз не подключён, или заявка не запись со временем визита',
} as const satisfies LeadChannelShared;
