import { getClinic } from '../../domain/clinic/profile';
import { httpHandler } from '../../http/handler';
import { clinicGet } from '../../routes/clinic';

export const handler = httpHandler(clinicGet, ({ userId }) => getClinic(userId));
