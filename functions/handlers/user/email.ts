import { requestEmailChange } from '../../domain/accounts/email';
import { userHandler } from '../../http/user-handler';
import { userEmail } from '../../routes/account';

export const handler = userHandler(userEmail, ({ userId, body, sourceIp }) => requestEmailChange(userId, body, sourceIp));
