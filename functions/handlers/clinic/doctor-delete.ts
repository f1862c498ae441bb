import { recorded } from '../../domain/staff/activity';
import { deleteDoctor } from '../../domain/clinic/doctors';
import { userHandler } from '../../http/user-handler';
import { doctorDelete } from '../../routes/clinic';

export const handler = userHandler(doctorDelete, ({ userId, actor, query }) =>
  recorded(actor, 'doctor', 'deleted', `врач ${query.id}`, deleteDoctor(userId, query.id, query.version)),
);
