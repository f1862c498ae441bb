import { changePassword } from '../../domain/accounts/password';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.userPassword, ({ userId, body }) => changePassword(userId, body));
