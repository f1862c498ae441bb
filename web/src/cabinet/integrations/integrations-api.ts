// Server state of the integrations screen (spec cabinet §7): GET, PUT and DELETE /api/integration, and
// the Telegram test message.
import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { integrationDelete, integrationGet, integrationPut, integrationTelegramTest } from '../../../../shared/api/leads';
import type { IntegrationKind } from '../../../../shared/schemas/integrations';
import { api } from '../../api/client';

export const integrationsQuery = queryOptions({
  queryKey: ['integration'],
  queryFn: ({ signal }) => api.call(integrationGet, { signal }),
});

export function saveIntegrations(body: BodyOf<typeof integrationPut>, keepalive = false) {
  return api.call(integrationPut, { body, keepalive });
}

export function deleteIntegration(integration: IntegrationKind, id: string) {
  return api.call(integrationDelete, { query: { integration, id } });
}

export function sendTelegramTest(id: string) {
  return api.call(integrationTelegramTest, { body: { id } });
}
