import { confirmUpload } from '../../domain/images/confirm';
import { userHandler } from '../../http/user-handler';
import { imageConfirm } from '../../routes/clinic';

export const handler = userHandler(imageConfirm, ({ userId, body }) => confirmUpload(userId, body));
