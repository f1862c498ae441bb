import { updateProfile } from '../../domain/accounts/profile';
import { httpHandler } from '../../http/handler';
import { userUpdate } from '../../routes/account';

export const handler = httpHandler(userUpdate, ({ userId, body }) => updateProfile(userId, body));
