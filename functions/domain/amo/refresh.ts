// One access-token refresh for every consumer of an amo entry at once. amo's refresh tokens are single-use
// and rotate (docs/integrations.md, amoCRM): two consumers presenting the same one would get the second
// refused, which reads as "access revoked" and would log the clinic out. So a consumer first takes the
// refresh of the version it saw (a conditional write); the others wait and use the pair the winner wrote
// (they see the version move on). A refusal is "access gone" only when the stored version is still the
// refused one.
import { AmoCallError, refreshTokens, type AmoTokenAnswer } from '../../amo/client';
import * as store from '../../store/amo-tokens';
import type { AmoTokens } from '../../store/amo-tokens';

/** The clinic must connect amo again (the refresh token was refused, or no tokens are stored). */
export class AmoAccessLost extends Error {
  override name = 'AmoAccessLost';
}

/** How long one consumer holds the refresh: past the refresh call's own timeout. */
export const REFRESH_HOLD_MS = 15_000;
const POLL_MS = 100;

export interface TokenStore {
  get: (userId: string, entryId: string) => Promise<AmoTokens | undefined>;
  hold: (userId: string, entryId: string, version: number, now: number, until: number) => Promise<boolean>;
  replace: (
    userId: string,
    entryId: string,
    version: number,
    next: Pick<AmoTokens, 'accessToken' | 'refreshToken' | 'accessExpiresAt'>,
  ) => Promise<boolean>;
  release: (userId: string, entryId: string, version: number) => Promise<boolean>;
  revoke: (userId: string, entryId: string, version: number) => Promise<boolean>;
}

export const dynamoTokenStore: TokenStore = {
  get: store.getAmoTokens,
  hold: store.holdRefresh,
  replace: store.replaceAmoTokens,
  release: store.releaseRefresh,
  revoke: store.revokeAmoTokens,
};

export interface RefreshDeps {
  tokens: TokenStore;
  refresh: (referer: string, refreshToken: string) => Promise<AmoTokenAnswer>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultRefreshDeps: RefreshDeps = {
  tokens: dynamoTokenStore,
  refresh: refreshTokens,
  now: Date.now,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function usableTokens(tokens: AmoTokens | undefined): AmoTokens {
  if (!tokens) throw new AmoAccessLost('нет доступа к амо');
  if (tokens.revoked) throw new AmoAccessLost('Был потерян доступ к амо');
  return tokens;
}

/**
 * Tokens newer than `seen` (whose access token amo refused or that expired): refreshed by this
 * consumer, or by whichever consumer won the refresh. Waits at most until `deadline`.
 */
export async function freshTokens(
  userId: string,
  entryId: string,
  seen: AmoTokens,
  deadline: number,
  deps: RefreshDeps = defaultRefreshDeps,
): Promise<AmoTokens> {
  while (deps.now() < deadline) {
    const current = usableTokens(await deps.tokens.get(userId, entryId));
    if (current.version !== seen.version) return current;
    const now = deps.now();
    if (await deps.tokens.hold(userId, entryId, current.version, now, now + REFRESH_HOLD_MS)) {
      return refreshHeld(userId, entryId, current, deps);
    }
    await deps.sleep(POLL_MS);
  }
  throw new AmoCallError('unavailable', 0, 'токен amo обновляет другой обработчик');
}

async function refreshHeld(userId: string, entryId: string, current: AmoTokens, deps: RefreshDeps): Promise<AmoTokens> {
  let answer: AmoTokenAnswer;
  try {
    answer = await deps.refresh(current.referer, current.refreshToken);
  } catch (error) {
    if (error instanceof AmoCallError && error.kind === 'invalid-grant') {
      // Refused: gone for good, unless another consumer (whose hold outlived ours) wrote a newer pair.
      const latest = usableTokens(await deps.tokens.get(userId, entryId));
      if (latest.version !== current.version) return latest;
      await deps.tokens.revoke(userId, entryId, current.version);
      throw new AmoAccessLost('Был потерян доступ к амо');
    }
    await deps.tokens.release(userId, entryId, current.version);
    throw error;
  }
  const next = {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    accessExpiresAt: deps.now() + answer.expires_in * 1000,
  };
  if (await deps.tokens.replace(userId, entryId, current.version, next))
    return { ...current, ...next, version: current.version + 1, refreshingUntil: undefined };
  return usableTokens(await deps.tokens.get(userId, entryId));
}
