import { amoConsentUrl } from '../../domain/amo/consent-url';
import { userHandler } from '../../http/user-handler';
import { amoUrl } from '../../routes/amo';

export const handler = userHandler(amoUrl, ({ query, userId }) => amoConsentUrl(userId, query.id));
