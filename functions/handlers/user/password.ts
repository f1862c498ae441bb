import { changePassword } from '../../domain/accounts/password';
import { httpHandler } from '../../http/handler';
import { userPassword } from '../../routes/account';

export const handler = httpHandler(userPassword, ({ userId, body }) => changePassword(userId, body));
