import { saveIntegrations } from '../../domain/integrations/manage';
import { userHandler } from '../../http/user-handler';
import { integrationPut } from '../../routes/leads';

export const handler = userHandler(integrationPut, ({ body, userId }) => saveIntegrations(userId, body));
