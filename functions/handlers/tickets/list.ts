import { listLeadsSeenBy } from '../../domain/leads/leads-seen-by';
import { userHandler } from '../../http/user-handler';
import { ticketList } from '../../routes/leads';

export const handler = userHandler(ticketList, ({ query, actor }) => listLeadsSeenBy(actor, query));
