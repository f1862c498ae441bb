import { updateProfile } from '../../domain/accounts/profile';
import { userHandler } from '../../http/user-handler';
import { userUpdate } from '../../routes/account';

export const handler = userHandler(userUpdate, ({ actor, body }) => updateProfile(actor.personId, body));
