// E-mail: every lead is mailed to each confirmed address (the 'mail' channel); an address is proven by its
// confirmation link before anything is sent there.
import { inputObject } from '../schemas/input';
import { DELIVERY_OK } from './delivery-values';
import { base, echoedConfirmed, field, shown, text } from './entry-fields';
import type { IntegrationShared, LeadChannelShared } from './integration';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailEntrySchema = inputObject({ ...base, ...echoedConfirmed, text: field(254) });

export const mailChannel = {
  name: 'mail',
  statusKey: 'mail',
  column: 1,
  label: 'Почта',
  isDelivered: (value) => value === DELIVERY_OK,
  destinationsAtIntake: (active) => [...new Set(active('email').map((entry) => shown(entry.text)))],
  resendNone: 'Нет ни одной активной почты в интеграциях',
} as const satisfies LeadChannelShared;

export const email = {
  kind: 'email',
  title: 'Почта',
  category: 'Уведомления',
  entrySchema: emailEntrySchema,
  isActive: (entry) => EMAIL.test(text(entry, 'text')),
  value: (entry) => entry.text,
  normalize: (entry) => (typeof entry.text === 'string' ? { ...entry, text: entry.text.trim().toLowerCase() } : entry),
  entryTitle: (entry) => shown(entry.text),
  proof: { unconfirmedBadge: 'Не подтверждён' },
  leads: { channel: mailChannel },
} as const satisfies IntegrationShared<'email'>;
