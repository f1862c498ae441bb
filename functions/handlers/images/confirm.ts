import { confirmUpload } from '../../domain/images/confirm';
import { httpHandler } from '../../http/handler';
import { imageConfirm } from '../../routes/clinic';

export const handler = httpHandler(imageConfirm, ({ userId, body }) => confirmUpload(userId, body));
