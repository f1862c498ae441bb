import { submitTicket } from '../../domain/leads/submit';
import { publicCallerOf } from '../../http/client-address';
import { httpHandler } from '../../http/handler';
import { ticketCreate } from '../../routes/leads';

export const handler = httpHandler(ticketCreate, (request) => submitTicket(request.body, publicCallerOf(request)));
