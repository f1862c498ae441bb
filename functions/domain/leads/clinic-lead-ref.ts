// The clinic's own leads are scoped to the signed-in user's partition: another clinic's id is "not found".
import { refOfLeadId, type LeadRef } from '../../store/leads';
import { NotFoundError } from '../errors';

export const leadNotFound = () => new NotFoundError('LEAD_NOT_FOUND', 'Заявка не найдена');

export function clinicLeadRef(userId: string, id: string): LeadRef {
  const ref = refOfLeadId(userId, id);
  if (!ref) throw leadNotFound();
  return ref;
}
