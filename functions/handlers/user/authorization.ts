import { login } from '../../domain/accounts/login';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.userAuthorization, ({ body }) => login(body));
