import { deleteClinicLead } from '../../domain/leads/manage';
import { httpHandler } from '../../http/handler';
import { ticketDelete } from '../../routes/leads';

export const handler = httpHandler(ticketDelete, ({ query, userId }) => deleteClinicLead(userId, query.id));
