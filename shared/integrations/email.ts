// E-mail: every lead is mailed to each confirmed address (the 'mail' channel); an address is proven by its
// confirmation link before anything is sent there.
import { inputObject } from '../schemas/input';
import { base, echoedConfirmed, field } from './entry-fields';
import { shown, text } from './entry-values';
import type { IntegrationShared } from './integration';
import { emailChannel } from './channels/email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailEntrySchema = inputObject({ ...base, ...echoedConfirmed, text: field(254) });

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
  leads: { channel: emailChannel },
} as const satisfies IntegrationShared<'email'>;
