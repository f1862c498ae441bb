// amoCRM settings of the functions. The consent page's host (AMO_BASE_URL), a clinic account's base URL
// (AMO_ACCOUNT_URL with '{referer}' replaced; https://{referer} on AWS) and the integration's client id
// come from the environment; its client secret from AMO_CLIENT_SECRET locally (the local runtime gives its
// fake's) and from the Secrets Manager secret named in AMO_CLIENT_SECRET_ID on AWS. The secret and the
// clinics' tokens never leave the server.
import { configuredSecret } from '../clients/configured-secret';
import { config, requiredEnv } from '../config';

export const amoSettings = {
  oauthUrl: () => (process.env.AMO_BASE_URL || 'https://www.amocrm.ru').replace(/\/$/, ''),
  accountUrl: (referer: string) => (process.env.AMO_ACCOUNT_URL || 'https://{referer}').replace('{referer}', referer).replace(/\/$/, ''),
  clientId: () => requiredEnv('AMO_CLIENT_ID'),
  /** Where amo sends the clinic back after consent: the integrations screen (docs/contract/cabinet.md §2). */
  redirectUri: () => `${config.publicBaseUrl()}/user/integration`,
  /** How long one call to amo may take before it counts as failed (a hung call must not eat the consumer's time). */
  timeoutMs: () => Number(process.env.AMO_TIMEOUT_MS) || 10_000,
};

export const loadAmoClientSecret = /* @__PURE__ */ configuredSecret(
  'AMO_CLIENT_SECRET',
  'amoClient',
  'put the amoCRM integration secret key into it',
);
