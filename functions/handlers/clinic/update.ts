import { updateClinic } from '../../domain/clinic/profile';
import { userHandler } from '../../http/user-handler';
import { clinicUpdate } from '../../routes/clinic';

export const handler = userHandler(clinicUpdate, ({ userId, body }) => updateClinic(userId, body));
