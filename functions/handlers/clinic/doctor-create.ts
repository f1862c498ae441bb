import { createDoctor } from '../../domain/clinic/doctors';
import { httpHandler } from '../../http/handler';
import { doctorCreate } from '../../routes/clinic';

export const handler = httpHandler(doctorCreate, ({ userId, body }) => createDoctor(userId, body));
