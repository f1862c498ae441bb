import { createUploadTicket } from '../../domain/images/upload';
import { httpHandler } from '../../http/handler';
import { imageUpload } from '../../routes/clinic';

export const handler = httpHandler(imageUpload, ({ userId, body }) => createUploadTicket(userId, body));
