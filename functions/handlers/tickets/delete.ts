import { deleteClinicLead } from '../../domain/leads/manage';
import { userHandler } from '../../http/user-handler';
import { ticketDelete } from '../../routes/leads';

export const handler = userHandler(ticketDelete, ({ query, userId }) => deleteClinicLead(userId, query.id));
