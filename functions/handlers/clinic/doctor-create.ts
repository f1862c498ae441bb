import { recorded } from '../../domain/staff/activity';
import { createDoctor } from '../../domain/clinic/doctors';
import { userHandler } from '../../http/user-handler';
import { doctorCreate } from '../../routes/clinic';

export const handler = userHandler(doctorCreate, ({ userId, actor, body }) =>
  recorded(actor, 'doctor', 'created', body.name, createDoctor(userId, body)),
);
