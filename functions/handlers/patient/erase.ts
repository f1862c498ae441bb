import { erasePatient } from '../../domain/patient-data/patient-records';
import { recordActivity } from '../../domain/staff/activity';
import { userHandler } from '../../http/user-handler';
import { patientErase } from '../../routes/leads';

// The activity entry names no phone: the log outlives the erasure, so it must not keep what was erased.
export const handler = userHandler(patientErase, async ({ body, userId, actor }) => {
  const erased = await erasePatient(userId, actor.personId, body.phone);
  if (erased.leads > 0 || erased.records > 0) {
    await recordActivity(actor, 'lead', 'deleted', `данные пациента (заявок: ${erased.leads}, записей: ${erased.records})`);
  }
  return erased;
});
