// Server state of the integrations screen (docs/contract/cabinet.md §7): GET, PUT and DELETE /api/integration, and
// the Telegram test message, connecting a group by a one-time code, the e-mail confirmation resend, amoCRM,
// and the Google Sheets consent flow.
import { queryOptions } from '@tanstack/react-query';
import { amoAgainData, amoData, amoPipeline, amoUrl } from '../../../../shared/api/amo';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { googleCode, googleRefresh, googleUrl } from '../../../../shared/api/google';
import {
  integrationDelete,
  integrationEmailConfirmation,
  integrationGet,
  integrationIdentKey,
  integrationPut,
  integrationTelegramCode,
  integrationTelegramCodeStatus,
  integrationTelegramTest,
} from '../../../../shared/api/leads';
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

/**
 * The key the clinic's next IDENT entry gets, made by the server and the same each time the dialog opens
 * until an entry is saved with it (a POST, but it changes nothing once the key exists: safe to refetch).
 */
export const identKeyQuery = queryOptions({
  queryKey: ['integration', 'ident-key'],
  queryFn: ({ signal }) => api.call(integrationIdentKey, { signal }),
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

export function requestTelegramCode() {
  return api.call(integrationTelegramCode, {});
}

/** How often the connect modal asks whether the code has arrived in a group. */
export const TELEGRAM_CODE_POLL_MS = 2000;

/** Polled while the connect modal waits for the code to arrive in a group. */
export const telegramCodeStatusQuery = (code: string) =>
  queryOptions({
    queryKey: ['integration', 'telegram-code', code],
    queryFn: ({ signal }) => api.call(integrationTelegramCodeStatus, { query: { code }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'waiting' || query.state.data === undefined ? TELEGRAM_CODE_POLL_MS : false),
  });

export function resendEmailConfirmation(address: string) {
  return api.call(integrationEmailConfirmation, { body: { address } });
}

// amoCRM (docs/contract/cabinet.md §4 "CRM flow"): the consent URL, the return with code and referer, pipeline and
// stage, the account's data again. Tokens stay on the server; the answers carry the masked view.
/** amo's consent page and its signed state; with the entry's id, to reconnect it (its pipeline and stage stay). */
export function amoConsentUrl(id?: string) {
  return api.call(amoUrl, { query: id ? { id } : {} });
}

export function connectAmo(body: BodyOf<typeof amoData>) {
  return api.call(amoData, { body });
}

export function chooseAmoPipeline(body: BodyOf<typeof amoPipeline>) {
  return api.call(amoPipeline, { body });
}

export function reloadAmoData(id: string) {
  return api.call(amoAgainData, { query: { id } });
}

/** Google's consent page for a new spreadsheet, or (with the entry's id) to reconnect one. */
export function googleConsentUrl(id?: string) {
  return api.call(googleUrl, { query: id ? { id } : {} });
}

/** The return from Google's consent page: the query it came back with. */
export function connectGoogleReturn(query: string) {
  return api.call(googleCode, { body: { query } });
}

export function checkGoogleAccess(id: string) {
  return api.call(googleRefresh, { body: { id } });
}
