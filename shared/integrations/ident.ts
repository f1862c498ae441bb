// IDENT: polls us with the key the server made (GetTickets pulls the leads, PostTimeTable pushes doctors and free time).
import { inputObject } from '../schemas/input';
import { base, field, text } from './entry-fields';
import type { IntegrationShared } from './integration';
import { misEntryTitle } from './mis';

/** Length and alphabet of an IDENT key, made by the server only (docs/contract/cabinet.md §5; functions/domain/mis/ident-keys.ts). */
export const IDENT_KEY_LENGTH = 25;
export const IDENT_KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789!_#(){}*.';

/** A well-formed IDENT key: 25 characters from lowercase letters, digits and !_#(){}*. (made by the server only). */
export function isIdentKey(value: string): boolean {
  return value.length === IDENT_KEY_LENGTH && [...value].every((char) => IDENT_KEY_ALPHABET.includes(char));
}

export const identEntrySchema = inputObject({ ...base, id: field(IDENT_KEY_LENGTH), name: field(200) });

export const ident = {
  kind: 'ident',
  title: 'IDENT',
  category: 'МИС',
  entrySchema: identEntrySchema,
  isActive: (entry) => isIdentKey(text(entry, 'id')),
  value: (entry) => entry.id,
  entryTitle: misEntryTitle('IDENT'),
  leads: 'pulled',
  syncsDoctors: true,
} as const satisfies IntegrationShared<'ident'>;
