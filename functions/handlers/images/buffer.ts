import { imageBuffer } from '../../domain/images/buffer';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.imageBuffer, ({ userId, body }) => imageBuffer(userId, body.src));
