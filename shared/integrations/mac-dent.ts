// MacDent: doctors and free time come from MacDent by the account's API key; a widget booking of its doctor goes
// back as an appointment (the MIS channel).
import { inputObject } from '../schemas/input';
import { base, field, idField } from './entry-fields';
import { text } from './entry-values';
import type { IntegrationShared } from './integration';
import { misChannel } from './channels/mis';
import { misDestinationName, misEntryTitle } from './mis';
import { SECRET_MASK } from './secret-mask';

/**
 * MacDent's API key: the account's number, a colon and the secret, as MacDent → Настройки → API shows it
 * ('488:huOTW…'; a key may carry more parts, '1196:1:…'). Used by the cabinet's field and the server.
 */
const MACDENT_KEY = /^\d+:\S+$/;
export const isMacDentKey = (value: string): boolean => MACDENT_KEY.test(value.trim());
export const MACDENT_KEY_PROBLEM = 'Ключ MacDent — вида 123:секрет: скопируйте его целиком из MacDent (Настройки → API)';

export const macDentEntrySchema = inputObject({ ...base, id: idField(200), name: field(200) });

export const macDent = {
  kind: 'macDent',
  title: 'MacDent',
  category: 'МИС',
  entrySchema: macDentEntrySchema,
  // The mask stands for a key the server holds (the browser judges a saved card by it; the server never sees it).
  isActive: (entry) => text(entry, 'id') === SECRET_MASK || isMacDentKey(text(entry, 'id')),
  value: (entry) => entry.id,
  fieldProblems: (entry) => {
    const id = text(entry, 'id');
    return id !== '' && id !== SECRET_MASK && !isMacDentKey(id) ? { id: MACDENT_KEY_PROBLEM } : {};
  },
  /** The key opens the clinic's MacDent to whoever holds it: kept on the server like DentalPRO's token. */
  secretFields: ['id'],
  entryTitle: /* @__PURE__ */ misEntryTitle('MacDent'),
  destinationName: /* @__PURE__ */ misDestinationName('MacDent'),
  leads: { channel: misChannel },
  syncsDoctors: true,
} as const satisfies IntegrationShared<'macDent'>;
