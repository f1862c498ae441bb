import { deleteIntegration } from '../../domain/integrations/manage';
import { httpHandler } from '../../http/handler';
import { integrationDelete } from '../../routes/leads';

export const handler = httpHandler(integrationDelete, ({ query, userId }) => deleteIntegration(userId, query.integration, query.id));
