// IDENT keys: a save that lists an IDENT key claims it for the clinic first (store/mis-registry.ts), so a
// key typed in from another clinic is refused and IDENT's requests find exactly one clinic by their key.
import { isIdentKey } from '../../../shared/domain/integrations';
import { claimIdentKey, IdentKeyTaken } from '../../store/mis-registry';
import { ConflictError } from '../errors';

export async function claimIdentKeys(userId: string, entries: ReadonlyArray<{ id?: unknown }> | undefined): Promise<void> {
  const keys = new Set((entries ?? []).map((entry) => String(entry.id ?? '').trim()).filter(isIdentKey));
  try {
    for (const key of keys) await claimIdentKey(userId, key);
  } catch (error) {
    if (error instanceof IdentKeyTaken)
      throw new ConflictError(
        'IDENT_KEY_TAKEN',
        'Этот ключ IDENT уже используется другой клиникой. Удалите запись IDENT и добавьте её заново: ключ создастся новый',
      );
    throw error;
  }
}
