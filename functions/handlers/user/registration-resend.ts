import { resendSignUpLetter } from '../../domain/accounts/register';
import { httpHandler } from '../../http/handler';
import { userRegistrationResend } from '../../routes/account';

export const handler = httpHandler(userRegistrationResend, ({ body, sourceIp }) => resendSignUpLetter(body, sourceIp));
