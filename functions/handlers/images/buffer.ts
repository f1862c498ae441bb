import { imageBuffer } from '../../domain/images/buffer';
import { httpHandler } from '../../http/handler';
import { imageBuffer as imageBufferRow } from '../../routes/clinic';

export const handler = httpHandler(imageBufferRow, ({ userId, body }) => imageBuffer(userId, body.src));
