import { deleteDoctor } from '../../domain/clinic/doctors';
import { httpHandler } from '../../http/handler';
import { doctorDelete } from '../../routes/clinic';

export const handler = httpHandler(doctorDelete, ({ userId, query }) => deleteDoctor(userId, query.id));
