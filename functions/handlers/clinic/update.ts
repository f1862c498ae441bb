import { updateClinic } from '../../domain/clinic/profile';
import { httpHandler } from '../../http/handler';
import { clinicUpdate } from '../../routes/clinic';

export const handler = httpHandler(clinicUpdate, ({ userId, body }) => updateClinic(userId, body));
