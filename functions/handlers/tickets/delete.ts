import { deleteClinicLead } from '../../domain/leads/delete-clinic-lead';
import { userHandler } from '../../http/user-handler';
import { ticketDelete } from '../../routes/leads';

export const handler = userHandler(ticketDelete, ({ query, userId }) => deleteClinicLead(userId, query.id));
