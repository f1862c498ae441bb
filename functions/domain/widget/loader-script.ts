// GET /api/js?id=KEY: the loader script a clinic pastes on its site, with the clinic's key in it.
// Unknown clinics get 404, so a mistyped key draws no button that would open an empty widget.
import { TextAnswer } from '../../http/handler';
import { getClinicItem } from '../../store/clinic';
import { CLINIC_NOT_FOUND_MESSAGE } from '../../../shared/schemas/widget';
import { NotFoundError } from '../errors';
import { CLINIC_KEY_PLACEHOLDER, LOADER_SCRIPT } from './loader-bundle';

/** Pages cache the loader for an hour; a changed loader reaches every site within that. */
export const LOADER_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export function loaderFor(clinicKey: string): string {
  // The key is checked by the query schema (letters, digits, '_' and '-'), so it is a safe JS string.
  return LOADER_SCRIPT.replace(CLINIC_KEY_PLACEHOLDER, JSON.stringify(clinicKey));
}

export async function loaderScript(clinicKey: string): Promise<TextAnswer> {
  if (!(await getClinicItem(clinicKey))) throw new NotFoundError('CLINIC_NOT_FOUND', CLINIC_NOT_FOUND_MESSAGE);
  return new TextAnswer(200, loaderFor(clinicKey), { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': LOADER_CACHE });
}
