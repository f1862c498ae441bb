import { recorded } from '../../domain/staff/activity';
import { deleteIntegration } from '../../domain/integrations/manage';
import { userHandler } from '../../http/user-handler';
import { integrationDelete } from '../../routes/leads';

export const handler = userHandler(integrationDelete, ({ query, userId, actor }) =>
  recorded(actor, 'integration', 'deleted', query.integration, deleteIntegration(userId, query.integration, query.id)),
);
