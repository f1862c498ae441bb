import { createUploadTicket } from '../../domain/images/upload';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.imageUpload, ({ userId, body }) => createUploadTicket(userId, body));
