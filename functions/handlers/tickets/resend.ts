import { resendClinicLead } from '../../domain/leads/manage';
import { httpHandler } from '../../http/handler';
import { ticketResend } from '../../routes/leads';

export const handler = httpHandler(ticketResend, ({ body, userId }) => resendClinicLead(userId, body));
