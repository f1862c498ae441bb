import { connectGoogle } from '../../domain/google/connect';
import { userHandler } from '../../http/user-handler';
import { googleCode } from '../../routes/google';

export const handler = userHandler(googleCode, ({ userId, body }) => connectGoogle(userId, body.query));
