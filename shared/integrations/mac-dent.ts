// MacDent: doctors and free time come from MacDent by the account's API key; a widget booking of its doctor goes
// back as an appointment (the MIS channel).
import { inputObject } from '../schemas/input';
import { base, field, idField, text } from './entry-fields';
import type { IntegrationShared } from './integration';
import { bookingMis } from './mis';

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
  isActive: (entry) => isMacDentKey(text(entry, 'id')),
  value: (entry) => entry.id,
  fieldProblems: (entry) => {
    const id = text(entry, 'id');
    return id !== '' && !isMacDentKey(id) ? { id: MACDENT_KEY_PROBLEM } : {};
  },
  ...bookingMis('MacDent'),
} as const satisfies IntegrationShared<'macDent'>;
