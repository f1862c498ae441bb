import { requestLink } from '../../domain/accounts/recovery';
import { httpHandler } from '../../http/handler';
import { userLink } from '../../routes/account';

export const handler = httpHandler(userLink, ({ body, sourceIp }) => requestLink(body, sourceIp));
