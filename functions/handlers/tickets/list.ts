import { listClinicLeads } from '../../domain/leads/list-clinic-leads';
import { userHandler } from '../../http/user-handler';
import { ticketList } from '../../routes/leads';

export const handler = userHandler(ticketList, ({ query, userId }) => listClinicLeads(userId, query));
