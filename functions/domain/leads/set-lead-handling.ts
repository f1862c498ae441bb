// A receptionist sets a lead's handling ('Обработка': status and note). Based on the version the screen
// read: an older one is 409 STALE_VERSION, never a silent overwrite of a colleague's change. Who: the
// signed-in account (its id, and its login e-mail as the name shown) until staff accounts exist.
import { handlingOf, nextHandling } from '../../../shared/domain/lead-list/handling';
import type { SetHandlingInput } from '../../../shared/schemas/lead-handling';
import type { LeadView } from '../../../shared/schemas/leads';
import { accountEmailOf, writeLeadHandling } from '../../store/lead-handling';
import { getLead } from '../../store/leads';
import { requireBasedOn, writeBasedOn } from '../edit-conflict';
import { clinicLeadRef, leadNotFound } from './clinic-lead-ref';
import { toLeadView } from './view';

/** `personId`: who of the clinic's staff made the change (the clinic's own account when absent). */
export async function setLeadHandling(userId: string, input: SetHandlingInput, personId = userId, now = new Date()): Promise<LeadView> {
  const ref = clinicLeadRef(userId, input.id);
  const [lead, email] = await Promise.all([getLead(ref), accountEmailOf(personId)]);
  if (!lead) throw leadNotFound();
  const current = handlingOf(lead.handling);
  requireBasedOn(input.version, current.version);
  const next = nextHandling(current, input, { id: personId, name: email ?? 'аккаунт клиники' }, now.toISOString());
  if (next === current) return toLeadView(lead);
  let written = lead;
  await writeBasedOn(async () => {
    written = await writeLeadHandling(ref, next, current.version);
  });
  return toLeadView(written);
}
