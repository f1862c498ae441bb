import { recorded } from '../../domain/staff/activity';
import { updateDoctors } from '../../domain/clinic/doctors';
import { userHandler } from '../../http/user-handler';
import { doctorUpdate } from '../../routes/clinic';

export const handler = userHandler(doctorUpdate, ({ userId, actor, body }) =>
  recorded(actor, 'doctor', 'changed', body.doctorList.map((doctor) => doctor.name ?? doctor._id).join(', '), updateDoctors(userId, body)),
);
