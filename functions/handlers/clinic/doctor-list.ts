import { listDoctors } from '../../domain/clinic/doctors';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.doctorList, ({ userId }) => listDoctors(userId));
