import { getClinic } from '../../domain/clinic/profile';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.clinicGet, ({ userId }) => getClinic(userId));
