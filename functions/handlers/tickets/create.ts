import { submitTicket } from '../../domain/leads/submit';
import { httpHandler } from '../../http/handler';
import { ticketCreate } from '../../routes/leads';

export const handler = httpHandler(ticketCreate, ({ body }) => submitTicket(body));
