import { recorded } from '../../domain/staff/activity';
import { setLeadHandling } from '../../domain/leads/set-lead-handling';
import { userHandler } from '../../http/user-handler';
import { ticketHandling } from '../../routes/leads';

export const handler = userHandler(ticketHandling, ({ body, userId, actor }) =>
  recorded(actor, 'lead', 'changed', `заявка ${body.id}: ${body.status}`, setLeadHandling(userId, body, actor.personId)),
);
