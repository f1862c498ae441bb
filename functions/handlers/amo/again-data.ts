import { reloadAmoData } from '../../domain/amo/connect';
import { userHandler } from '../../http/user-handler';
import { amoAgainData } from '../../routes/amo';

export const handler = userHandler(amoAgainData, ({ query, userId }) => reloadAmoData(userId, query.id));
