// Following an address rename in the doctors' address maps (issue 3): doctors keep their addresses by
// text, so when the clinic corrects an address on 'Ваша клиника' the same save moves every doctor's
// tick from the old text to the new one. The renaming map is resolved like the directions' one.
import { resolveRenaming } from './services';
import { dictionary } from './dictionary';

/** Old address → new address, only for addresses that existed and whose new text is in the saved list. */
export function resolveAddressRenaming(
  renaming: Record<string, string>,
  before: readonly string[],
  after: readonly string[],
): Map<string, string> {
  return resolveRenaming(renaming, before, after);
}

/**
 * A doctor's address map with the renames applied (key order kept), or null when nothing changes.
 * When a rename lands on a text the doctor already has, the address is checked if either was.
 */
export function renameDoctorAddresses(
  address: Readonly<Record<string, boolean>>,
  renames: ReadonlyMap<string, string>,
): Record<string, boolean> | null {
  if (!Object.keys(address).some((line) => renames.has(line))) return null;
  const result: Record<string, boolean> = dictionary();
  for (const [line, checked] of Object.entries(address)) {
    const target = renames.get(line) ?? line;
    result[target] = (result[target] ?? false) || checked;
  }
  return result;
}
