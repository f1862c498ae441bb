// Google settings of the functions. The OAuth client's secret comes from GOOGLE_CLIENT_SECRET locally
// (the local runtime gives its fake's) and from the Secrets Manager secret named in GOOGLE_CLIENT_SECRET_ID
// on AWS, read once per process. The client id is not secret (it is in every consent URL).
import { configuredSecret } from '../clients/configured-secret';
import { config, requiredEnv } from '../config';

const base = (name: string, fallback: string) => (process.env[name] || fallback).replace(/\/$/, '');

export const googleSettings = {
  /** The consent page's host (accounts.google.com). */
  accountsUrl: () => base('GOOGLE_ACCOUNTS_URL', 'https://accounts.google.com'),
  /** The token endpoint's host (oauth2.googleapis.com). */
  oauthUrl: () => base('GOOGLE_OAUTH_URL', 'https://oauth2.googleapis.com'),
  sheetsUrl: () => base('GOOGLE_SHEETS_URL', 'https://sheets.googleapis.com'),
  clientId: () => requiredEnv('GOOGLE_CLIENT_ID'),
  /** Where the consent page sends the user back: the integrations screen (docs/contract/cabinet.md §2). */
  redirectUri: () => `${config.publicBaseUrl().replace(/\/$/, '')}/user/integration`,
  /** drive.file: only the spreadsheets this app creates (docs/integrations.md, Google). */
  scope: 'https://www.googleapis.com/auth/drive.file',
  /** How long one Google call may take before its outcome counts as unknown. */
  timeoutMs: () => Number(process.env.GOOGLE_HTTP_TIMEOUT_MS) || 10_000,
  /** How long to wait after a 429: Sheets sends no Retry-After, and its per-minute quota refills each minute. */
  quotaWaitSeconds: () => Number(process.env.GOOGLE_QUOTA_WAIT_SECONDS) || 60,
};

export const loadGoogleClientSecret = /* @__PURE__ */ configuredSecret(
  'GOOGLE_CLIENT_SECRET',
  'googleClient',
  'put the Google OAuth client secret into it',
);
