import { changePassword } from '../../domain/accounts/password';
import { userHandler } from '../../http/user-handler';
import { userPassword } from '../../routes/account';

export const handler = userHandler(userPassword, ({ userId, body, sourceIp }) => changePassword(userId, body, sourceIp));
