import { connectAmo } from '../../domain/amo/connect';
import { userHandler } from '../../http/user-handler';
import { amoData } from '../../routes/amo';

export const handler = userHandler(amoData, ({ body, userId }) => connectAmo(userId, body));
