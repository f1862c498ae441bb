import { getProfile } from '../../domain/accounts/profile';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.userGet, ({ userId }) => getProfile(userId));
