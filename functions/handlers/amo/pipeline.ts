import { chooseAmoPipeline } from '../../domain/amo/choose-pipeline';
import { userHandler } from '../../http/user-handler';
import { amoPipeline } from '../../routes/amo';

export const handler = userHandler(amoPipeline, ({ body, userId }) => chooseAmoPipeline(userId, body));
