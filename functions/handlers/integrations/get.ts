import { readIntegrations } from '../../domain/integrations/manage';
import { userHandler } from '../../http/user-handler';
import { integrationGet } from '../../routes/leads';

export const handler = userHandler(integrationGet, ({ userId }) => readIntegrations(userId));
