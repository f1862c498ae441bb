// IDENT keys are made by the server only (issue 21 §2): the cabinet's IDENT dialog shows the clinic's draft
// key (the same each time it opens, until an entry is saved with it), an entry saved with no key gets a new
// one, and a save may list only keys issued to this clinic, so no one picks a weak key or takes another
// clinic's. Each stored key is claimed in the save's own transaction (store/integrations.ts).
import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import { IDENT_KEY_ALPHABET, IDENT_KEY_LENGTH } from '../../../shared/schemas/integrations';
import type { IdentKeyAnswer, IntegrationsUpdate, IntegrationsView } from '../../../shared/schemas/integrations';
import { clinicOfIdentKey, getIdentKeyDraft, identKeyDraftDelete, issueIdentKeyDraft } from '../../store/ident-keys';
import type { TransactItem } from '../../store/integrations';
import { ConflictError, InvalidRequestError } from '../errors';

export const identKeyMessages = {
  notIssued:
    'Ключ IDENT создаёт ДентЛид: этот ключ выдан не вашей клинике. Нажмите «Подключить» у IDENT и скопируйте ключ, который покажет окно',
  taken: 'Этот ключ IDENT уже используется другой клиникой. Удалите запись IDENT и добавьте её заново: ключ создастся новый',
} as const;

/** 25 characters from lowercase letters, digits and !_#(){}*. (docs/contract/cabinet.md §5), every one equally likely. */
export function generateIdentKey(randomBytes: (length: number) => Uint8Array = cryptoRandomBytes): string {
  let key = '';
  // Rejection sampling: 256 is not a multiple of the alphabet's length.
  const limit = 256 - (256 % IDENT_KEY_ALPHABET.length);
  while (key.length < IDENT_KEY_LENGTH) {
    for (const byte of randomBytes(IDENT_KEY_LENGTH * 2)) {
      if (byte >= limit) continue;
      key += IDENT_KEY_ALPHABET[byte % IDENT_KEY_ALPHABET.length];
      if (key.length === IDENT_KEY_LENGTH) break;
    }
  }
  return key;
}

/** POST /api/integration/ident/key: the key the next IDENT entry will have, kept until an entry is saved with it. */
export async function identKeyDraft(userId: string, now = new Date()): Promise<IdentKeyAnswer> {
  return { key: await issueIdentKeyDraft(userId, () => generateIdentKey(), now.toISOString()) };
}

/**
 * Refuses a save whose IDENT entries list a key this clinic was not issued (400 at the entry's field): a key
 * it already has, its draft, or one claimed for it is fine; an empty one is made on save (withIssuedKeys).
 */
export async function requireIssuedIdentKeys(userId: string, current: IntegrationsView, update: IntegrationsUpdate): Promise<void> {
  const own = new Set(current.ident.map((entry) => entry.id));
  const fields: Record<string, string> = {};
  for (const [index, entry] of (update.ident ?? []).entries()) {
    if (entry.id === '' || own.has(entry.id)) continue;
    if ((await clinicOfIdentKey(entry.id, true)) !== userId) fields[`ident.${index}.id`] = identKeyMessages.notIssued;
  }
  if (Object.keys(fields).length > 0) throw new InvalidRequestError('IDENT_KEY_NOT_ISSUED', identKeyMessages.notIssued, fields);
}

/** The update with a new key for each IDENT entry saved without one. */
export function withIssuedKeys(update: IntegrationsUpdate): IntegrationsUpdate {
  if (!update.ident) return update;
  return { ...update, ident: update.ident.map((entry) => (entry.id === '' ? { ...entry, id: generateIdentKey() } : entry)) };
}

/** The save that stores the clinic's draft key deletes the draft in its transaction: the next dialog shows a new one. */
export async function draftKeyUse(userId: string): Promise<(TableName: string, next: IntegrationsView) => TransactItem[]> {
  const draft = await getIdentKeyDraft(userId);
  return (TableName, next) => (draft && next.ident.some((entry) => entry.id === draft) ? [identKeyDraftDelete(TableName, userId)] : []);
}

export const identKeyTaken = () => new ConflictError('IDENT_KEY_TAKEN', identKeyMessages.taken);
