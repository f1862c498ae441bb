import { deleteDoctor } from '../../domain/clinic/doctors';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.doctorDelete, ({ userId, query }) => deleteDoctor(userId, query.id));
