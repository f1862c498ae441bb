import { saveIntegrations } from '../../domain/integrations/manage';
import { httpHandler } from '../../http/handler';
import { integrationPut } from '../../routes/leads';

export const handler = httpHandler(integrationPut, ({ body, userId }) => saveIntegrations(userId, body));
