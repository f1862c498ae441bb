import { signInByLink } from '../../domain/accounts/recovery';
import { httpHandler } from '../../http/handler';
import { userSignInLinkConfirm } from '../../routes/account';

export const handler = httpHandler(userSignInLinkConfirm, ({ body, sourceIp }) => signInByLink(body, sourceIp));
