import { recorded } from '../../domain/staff/activity';
import { deleteClinicLead } from '../../domain/leads/delete-clinic-lead';
import { userHandler } from '../../http/user-handler';
import { ticketDelete } from '../../routes/leads';

export const handler = userHandler(ticketDelete, ({ query, userId, actor }) =>
  recorded(actor, 'lead', 'deleted', `заявка ${query.id}`, deleteClinicLead(userId, query.id)),
);
