import { register } from '../../domain/accounts/register';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.userRegistration, ({ body }) => register(body));
