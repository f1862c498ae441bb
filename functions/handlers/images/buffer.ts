import { imageBuffer } from '../../domain/images/buffer';
import { userHandler } from '../../http/user-handler';
import { imageBuffer as imageBufferRow } from '../../routes/clinic';

export const handler = userHandler(imageBufferRow, ({ userId, body }) => imageBuffer(userId, body.src));
