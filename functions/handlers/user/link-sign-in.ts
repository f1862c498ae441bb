import { signInByLink } from '../../domain/accounts/recovery';
import { httpHandler } from '../../http/handler';
import { userLinkSignIn } from '../../routes/account';

export const handler = httpHandler(userLinkSignIn, ({ body, sourceIp }) => signInByLink(body, sourceIp));
