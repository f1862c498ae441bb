import { createDoctor } from '../../domain/clinic/doctors';
import { userHandler } from '../../http/user-handler';
import { doctorCreate } from '../../routes/clinic';

export const handler = userHandler(doctorCreate, ({ userId, body }) => createDoctor(userId, body));
