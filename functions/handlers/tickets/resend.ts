import { resendClinicLead } from '../../domain/leads/resend-clinic-lead';
import { userHandler } from '../../http/user-handler';
import { ticketResend } from '../../routes/leads';

export const handler = userHandler(ticketResend, ({ body, userId }) => resendClinicLead(userId, body));
