import { deleteClinicLead } from '../../domain/leads/manage';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.ticketDelete, ({ query, userId }) => deleteClinicLead(userId, query.id));
