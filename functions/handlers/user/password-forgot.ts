import { requestPasswordReset } from '../../domain/accounts/recovery';
import { httpHandler } from '../../http/handler';
import { userPasswordForgot } from '../../routes/account';

export const handler = httpHandler(userPasswordForgot, ({ body, sourceIp }) => requestPasswordReset(body, sourceIp));
