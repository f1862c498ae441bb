import { recorded } from '../../domain/staff/activity';
import { saveIntegrations } from '../../domain/integrations/manage';
import { userHandler } from '../../http/user-handler';
import { integrationPut } from '../../routes/leads';

export const handler = userHandler(integrationPut, ({ body, userId, actor }) =>
  recorded(
    actor,
    'integration',
    'changed',
    Object.keys(body)
      .filter((key) => key !== 'version')
      .join(', '),
    saveIntegrations(userId, body),
  ),
);
