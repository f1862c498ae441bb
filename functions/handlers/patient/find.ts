import { findPatient } from '../../domain/patient-data/patient-records';
import { userHandler } from '../../http/user-handler';
import { patientFind } from '../../routes/leads';

export const handler = userHandler(patientFind, ({ query, userId }) => findPatient(userId, query.phone));
