import { deleteIntegration } from '../../domain/integrations/manage';
import { userHandler } from '../../http/user-handler';
import { integrationDelete } from '../../routes/leads';

export const handler = userHandler(integrationDelete, ({ query, userId }) => deleteIntegration(userId, query.integration, query.id));
