import { setLeadHandling } from '../../domain/leads/set-lead-handling';
import { userHandler } from '../../http/user-handler';
import { ticketHandling } from '../../routes/leads';

export const handler = userHandler(ticketHandling, ({ body, userId }) => setLeadHandling(userId, body));
