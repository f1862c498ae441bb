import { resendClinicLead } from '../../domain/leads/manage';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.ticketResend, ({ body, userId }) => resendClinicLead(userId, body));
