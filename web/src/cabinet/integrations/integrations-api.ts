// Server state of the integrations screen (spec cabinet §7): GET, PUT and DELETE /api/integration, and
// the Telegram test message.
import { queryOptions } from '@tanstack/react-query';
import type { IntegrationKind, IntegrationsUpdateInput, IntegrationsView, TelegramTestAnswer } from '../../../../shared/schemas/integrations';
import { api } from '../../api/client';

export const integrationsQuery = queryOptions({
  queryKey: ['integration'],
  queryFn: ({ signal }) => api.get<IntegrationsView>('/integration', { signal }),
});

export function saveIntegrations(update: IntegrationsUpdateInput, keepalive = false): Promise<IntegrationsView> {
  return api.put<IntegrationsView>('/integration', update, { keepalive });
}

export function deleteIntegration(kind: IntegrationKind, id: string): Promise<IntegrationsView> {
  const params = new URLSearchParams({ integration: kind, id });
  return api.delete<IntegrationsView>(`/integration?${params}`);
}

export function sendTelegramTest(id: string): Promise<TelegramTestAnswer> {
  return api.post<TelegramTestAnswer>('/integration/telegram/test', { id });
}
