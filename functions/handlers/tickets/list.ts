import { listClinicLeads } from '../../domain/leads/manage';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.ticketList, ({ query, userId }) => listClinicLeads(userId, query));
