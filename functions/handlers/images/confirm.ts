import { confirmUpload } from '../../domain/images/confirm';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.imageConfirm, ({ userId, body }) => confirmUpload(userId, body));
