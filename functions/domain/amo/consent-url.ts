// amoCRM's consent page for the signed-in clinic (spec cabinet §4 "CRM flow"): amo sends the clinic back
// to /user/integration with code, referer and this state, which the cabinet keeps locally meanwhile.
import { randomBytes } from 'node:crypto';
import { amoSettings } from '../../amo/settings';

export function amoConsentUrl(): { url: string; state: string } {
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    client_id: amoSettings.clientId(),
    state,
    mode: 'post_message',
    redirect_uri: amoSettings.redirectUri(),
  });
  return { url: `${amoSettings.oauthUrl()}/oauth?${query}`, state };
}
