// Google's web-server OAuth (docs/integrations.md, Google): the consent URL (offline access, forced consent so
// a refresh token always comes back), the code exchange and the refresh. invalid_grant means the grant is
// gone for good (revoked, expired, a used code): the clinic must connect again.
import { callGoogle, googleErrorText } from './call';
import { googleSettings, loadGoogleClientSecret } from './settings';

export type TokenOutcome =
  | {
      kind: 'ok';
      accessToken: string;
      expiresInSeconds: number;
      refreshToken?: string;
      /** How long the grant itself has left, when Google says (a time-limited consent, e.g. an app in testing mode). */
      grantExpiresInSeconds?: number;
    }
  | { kind: 'invalid-grant'; reason: string }
  | { kind: 'failed'; reason: string; retryable: boolean };

export function consentUrl(state: string): string {
  const url = new URL(`${googleSettings.accountsUrl()}/o/oauth2/v2/auth`);
  url.search = new URLSearchParams({
    client_id: googleSettings.clientId(),
    redirect_uri: googleSettings.redirectUri(),
    response_type: 'code',
    scope: googleSettings.scope,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.toString();
}

async function token(fields: Record<string, string>): Promise<TokenOutcome> {
  const response = await callGoogle(`${googleSettings.oauthUrl()}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, client_id: googleSettings.clientId(), client_secret: await loadGoogleClientSecret() }),
  });
  if (response.kind === 'no-answer') return { kind: 'failed', reason: response.reason, retryable: true };
  const { status, body } = response;
  if (status === 200 && typeof body.access_token === 'string') {
    return {
      kind: 'ok',
      accessToken: body.access_token,
      expiresInSeconds: Number(body.expires_in) || 3600,
      ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
      ...(Number(body.refresh_token_expires_in) > 0 ? { grantExpiresInSeconds: Number(body.refresh_token_expires_in) } : {}),
    };
  }
  if (body.error === 'invalid_grant') return { kind: 'invalid-grant', reason: googleErrorText(body) };
  return { kind: 'failed', reason: `Google ответил ${status}: ${googleErrorText(body)}`, retryable: status === 429 || status >= 500 };
}

export const exchangeCode = (code: string) => token({ grant_type: 'authorization_code', code, redirect_uri: googleSettings.redirectUri() });
export const refreshAccess = (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken });
