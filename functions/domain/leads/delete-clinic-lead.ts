// Deleting a lead frees its slot.
import { deleteLead } from '../../store/leads';
import { clinicLeadRef, leadNotFound } from './clinic-lead-ref';

export async function deleteClinicLead(userId: string, id: string): Promise<void> {
  if (!(await deleteLead(clinicLeadRef(userId, id)))) throw leadNotFound();
}
