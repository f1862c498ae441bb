import { updateDoctors } from '../../domain/clinic/doctors';
import { httpHandler } from '../../http/handler';
import { doctorUpdate } from '../../routes/clinic';

export const handler = httpHandler(doctorUpdate, ({ userId, body }) => updateDoctors(userId, body));
