import { getProfile } from '../../domain/accounts/profile';
import { userHandler } from '../../http/user-handler';
import { userGet } from '../../routes/account';

export const handler = userHandler(userGet, ({ actor }) => getProfile(actor.personId));
