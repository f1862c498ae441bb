import { getClinic } from '../../domain/clinic/profile';
import { userHandler } from '../../http/user-handler';
import { clinicGet } from '../../routes/clinic';

export const handler = userHandler(clinicGet, ({ userId }) => getClinic(userId));
