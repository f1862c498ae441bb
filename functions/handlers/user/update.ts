import { updateProfile } from '../../domain/accounts/profile';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.userUpdate, ({ userId, body }) => updateProfile(userId, body));
