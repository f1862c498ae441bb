// GET /api/js?id=KEY: the loader script a clinic pastes on its site, with the clinic's key in it.
// Unknown clinics get 404, so a mistyped key draws no button that would open an empty widget.
import { getClinicItem } from '../../store/clinic';
import { CLINIC_NOT_FOUND_MESSAGE } from '../../../shared/schemas/widget';
import { NotFoundError } from '../errors';
import { CLINIC_KEY_PLACEHOLDER, LOADER_SCRIPT } from '../../generated/loader-bundle';

export function loaderFor(clinicKey: string): string {
  // The key is checked by the query schema (letters, digits, '_' and '-'), so it is a safe JS string.
  return LOADER_SCRIPT.replace(CLINIC_KEY_PLACEHOLDER, JSON.stringify(clinicKey));
}

/** The clinic's loader script (the handler gives it its content type and cache headers). */
export async function loaderScript(clinicKey: string): Promise<string> {
  if (!(await getClinicItem(clinicKey))) throw new NotFoundError('CLINIC_NOT_FOUND', CLINIC_NOT_FOUND_MESSAGE);
  return loaderFor(clinicKey);
}
