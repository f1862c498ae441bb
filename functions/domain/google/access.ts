// A usable access token for an entry's grant: the stored one while it has a minute left, else a refresh
// (Google's refresh tokens do not rotate, so concurrent refreshes are harmless). invalid_grant marks the
// grant revoked and the entry for reconnection; nothing is sent with that grant again until a reconnect.
import { grantEndOf } from '../../../shared/domain/google-grant';
import { GOOGLE_RECONNECT_TEXT } from '../../../shared/schemas/google';
import { refreshAccess } from '../../google/oauth';
import { markGrantRevoked, saveAccessToken, type GoogleGrant } from '../../store/google-grants';
import { getIntegrations } from '../../store/integrations';
import { setGoogleEntryError } from './entries';

const MARGIN_MS = 60_000;

export type AccessOutcome = { kind: 'ok'; accessToken: string } | { kind: 'revoked' } | { kind: 'failed'; reason: string };

export async function accessTokenOf(grant: GoogleGrant, options: { forceRefresh?: boolean } = {}): Promise<AccessOutcome> {
  if (grant.revokedAt) return { kind: 'revoked' };
  const now = Date.now();
  if (!options.forceRefresh && grant.accessToken && grant.accessExpiresAt - MARGIN_MS > now) {
    return { kind: 'ok', accessToken: grant.accessToken };
  }
  const outcome = await refreshAccess(grant.refreshToken);
  if (outcome.kind === 'ok') {
    const expiresAt = now + outcome.expiresInSeconds * 1000;
    const grantExpiresAt = outcome.grantExpiresInSeconds ? grantEndOf(outcome.grantExpiresInSeconds, Date.now()) : undefined;
    await saveAccessToken(grant, outcome.accessToken, expiresAt, grantExpiresAt);
    grant.accessToken = outcome.accessToken;
    grant.accessExpiresAt = expiresAt;
    if (grantExpiresAt) grant.grantExpiresAt = grantExpiresAt;
    return { kind: 'ok', accessToken: outcome.accessToken };
  }
  if (outcome.kind === 'invalid-grant') {
    await markGrantLost(grant, now);
    return { kind: 'revoked' };
  }
  return { kind: 'failed', reason: outcome.reason };
}

export async function markGrantLost(grant: GoogleGrant, now: number): Promise<void> {
  await markGrantRevoked(grant, now);
  grant.revokedAt = now;
  const { integrations } = await getIntegrations(grant.userId, true);
  await setGoogleEntryError(integrations, grant.userId, grant.entryId, GOOGLE_RECONNECT_TEXT);
}
