import { resetPassword } from '../../domain/accounts/recovery';
import { httpHandler } from '../../http/handler';
import { userPasswordReset } from '../../routes/account';

export const handler = httpHandler(userPasswordReset, ({ body, sourceIp }) => resetPassword(body, sourceIp));
