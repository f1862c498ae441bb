import { confirmRegistration } from '../../domain/accounts/register';
import { httpHandler } from '../../http/handler';
import { userRegistrationConfirm } from '../../routes/account';

export const handler = httpHandler(userRegistrationConfirm, ({ body, sourceIp }) => confirmRegistration(body, sourceIp));
