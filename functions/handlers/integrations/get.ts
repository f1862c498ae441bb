import { readIntegrations } from '../../domain/integrations/manage';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.integrationGet, ({ userId }) => readIntegrations(userId));
