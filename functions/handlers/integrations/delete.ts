import { deleteIntegration } from '../../domain/integrations/manage';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.integrationDelete, ({ query, userId }) => deleteIntegration(userId, query.integration, query.id));
