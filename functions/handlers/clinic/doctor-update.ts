import { updateDoctors } from '../../domain/clinic/doctors';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.doctorUpdate, ({ userId, body }) => updateDoctors(userId, body));
