import { requestEmailChange } from '../../domain/accounts/email';
import { userHandler } from '../../http/user-handler';
import { userEmail } from '../../routes/account';

export const handler = userHandler(userEmail, ({ actor, body, sourceIp }) => requestEmailChange(actor.personId, body, sourceIp));
