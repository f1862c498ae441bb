import { amoConsentUrl } from '../../domain/amo/connect';
import { userHandler } from '../../http/user-handler';
import { amoUrl } from '../../routes/amo';

export const handler = userHandler(amoUrl, async () => amoConsentUrl());
