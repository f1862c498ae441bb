import { changePassword } from '../../domain/accounts/password';
import { userHandler } from '../../http/user-handler';
import { userPassword } from '../../routes/account';

export const handler = userHandler(userPassword, ({ actor, body, sourceIp }) => changePassword(actor.personId, body, sourceIp));
