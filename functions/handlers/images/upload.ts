import { createUploadTicket } from '../../domain/images/upload';
import { userHandler } from '../../http/user-handler';
import { imageUpload } from '../../routes/clinic';

export const handler = userHandler(imageUpload, ({ userId, body }) => createUploadTicket(userId, body));
