// amoCRM's consent page for the signed-in clinic (docs/contract/cabinet.md §4 "CRM flow"): amo sends the clinic back
// to /user/integration with code, referer and this state. The state is signed on the server for the clinic
// (and the entry being reconnected), as Google's is (auth/oauth-state.ts): POST /api/amo/data accepts a
// code only with a state signed for the caller, so no one can bind a clinic to an account it did not consent with.
import { signState, type StatePayload } from '../../auth/oauth-state';
import { amoSettings, loadAmoClientSecret } from '../../amo/settings';
import { callerState } from '../integrations/oauth-return';
import { ownEntry } from './entries';

export async function amoConsentUrl(userId: string, entryId: string | undefined): Promise<{ url: string; state: string }> {
  if (entryId) await ownEntry(userId, entryId);
  const state = signState('amo', await loadAmoClientSecret(), userId, entryId, Date.now());
  const query = new URLSearchParams({
    client_id: amoSettings.clientId(),
    state,
    mode: 'post_message',
    redirect_uri: amoSettings.redirectUri(),
  });
  return { url: `${amoSettings.oauthUrl()}/oauth?${query}`, state };
}

/** The state of an amo consent this clinic started; a forged, expired or foreign one is refused. */
export async function ownAmoState(userId: string, state: string): Promise<StatePayload> {
  return callerState('amo', await loadAmoClientSecret(), userId, state);
}
