import { refreshGoogle } from '../../domain/google/refresh';
import { userHandler } from '../../http/user-handler';
import { googleRefresh } from '../../routes/google';

export const handler = userHandler(googleRefresh, ({ userId, body }) => refreshGoogle(userId, body.id));
