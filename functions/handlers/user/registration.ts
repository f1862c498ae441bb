import { register } from '../../domain/accounts/register';
import { httpHandler } from '../../http/handler';
import { userRegistration } from '../../routes/account';

export const handler = httpHandler(userRegistration, ({ body }) => register(body));
