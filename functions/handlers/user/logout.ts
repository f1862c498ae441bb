import { logout } from '../../domain/accounts/logout';
import { bearerToken } from '../../http/bearer';
import { userHandler } from '../../http/user-handler';
import { userLogout } from '../../routes/account';

export const handler = userHandler(userLogout, ({ actor, headers }) => logout(actor.personId, bearerToken(headers) ?? ''));
