import { submitTicket } from '../../domain/leads/submit';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.ticketCreate, ({ body }) => submitTicket(body));
