import { deleteDoctor } from '../../domain/clinic/doctors';
import { userHandler } from '../../http/user-handler';
import { doctorDelete } from '../../routes/clinic';

export const handler = userHandler(doctorDelete, ({ userId, query }) => deleteDoctor(userId, query.id, query.version));
