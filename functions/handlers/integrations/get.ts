import { readIntegrations } from '../../domain/integrations/manage';
import { httpHandler } from '../../http/handler';
import { integrationGet } from '../../routes/leads';

export const handler = httpHandler(integrationGet, ({ userId }) => readIntegrations(userId));
