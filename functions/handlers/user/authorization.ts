import { login } from '../../domain/accounts/login';
import { httpHandler } from '../../http/handler';
import { userAuthorization } from '../../routes/account';

export const handler = httpHandler(userAuthorization, ({ body, sourceIp }) => login(body, sourceIp));
