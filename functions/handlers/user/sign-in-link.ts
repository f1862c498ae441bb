import { requestSignInLink } from '../../domain/accounts/recovery';
import { httpHandler } from '../../http/handler';
import { userSignInLink } from '../../routes/account';

export const handler = httpHandler(userSignInLink, ({ body, sourceIp }) => requestSignInLink(body, sourceIp));
