import { listClinicLeads } from '../../domain/leads/manage';
import { userHandler } from '../../http/user-handler';
import { ticketList } from '../../routes/leads';

export const handler = userHandler(ticketList, ({ query, userId }) => listClinicLeads(userId, query));
