// A cabinet write based on an older version than the stored one is refused, never applied over the
// newer edit (shared/schemas/edit-version.ts); so is one that loses the race to the conditional write.
import { EDIT_CONFLICT_CODE, editConflictMessage } from '../../shared/schemas/edit-version';
import { StaleWriteError } from '../store/versioned-writes';
import { ConflictError } from './errors';

export const editConflict = () => new ConflictError(EDIT_CONFLICT_CODE, editConflictMessage);

/** Throws the 409 when the edit was based on another version than the one stored. */
export function requireBasedOn(sentVersion: number, storedVersion: number): void {
  if (sentVersion !== storedVersion) throw editConflict();
}

/** Runs the conditional write; losing the race to another save is the same 409. */
export async function writeBasedOn(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof StaleWriteError) throw editConflict();
    throw error;
  }
}
