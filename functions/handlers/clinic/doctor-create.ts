import { createDoctor } from '../../domain/clinic/doctors';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.doctorCreate, ({ userId, body }) => createDoctor(userId, body));
