import { getProfile } from '../../domain/accounts/profile';
import { httpHandler } from '../../http/handler';
import { userGet } from '../../routes/account';

export const handler = httpHandler(userGet, ({ userId }) => getProfile(userId));
