import { updateClinic } from '../../domain/clinic/profile';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.clinicUpdate, ({ userId, body }) => updateClinic(userId, body));
