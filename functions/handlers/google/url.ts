import { googleConsent } from '../../domain/google/connect';
import { userHandler } from '../../http/user-handler';
import { googleUrl } from '../../routes/google';

export const handler = userHandler(googleUrl, ({ userId, query }) => googleConsent(userId, query.id));
