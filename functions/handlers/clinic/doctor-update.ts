import { updateDoctors } from '../../domain/clinic/doctors';
import { userHandler } from '../../http/user-handler';
import { doctorUpdate } from '../../routes/clinic';

export const handler = userHandler(doctorUpdate, ({ userId, body }) => updateDoctors(userId, body));
