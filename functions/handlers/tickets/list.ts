import { listClinicLeads } from '../../domain/leads/manage';
import { httpHandler } from '../../http/handler';
import { ticketList } from '../../routes/leads';

export const handler = httpHandler(ticketList, ({ query, userId }) => listClinicLeads(userId, query));
