import { saveIntegrations } from '../../domain/integrations/manage';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.integrationPut, ({ body, userId }) => saveIntegrations(userId, body));
