import { erasePatient } from '../../domain/patient-data/patient-records';
import { userHandler } from '../../http/user-handler';
import { patientErase } from '../../routes/leads';

// The actor is the signed-in account today; staff accounts will put a person's id here.
export const handler = userHandler(patientErase, ({ body, userId }) => erasePatient(userId, userId, body.phone));
