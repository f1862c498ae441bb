// Calls to one clinic's amo account as that entry's integration: each call waits for a token of the
// account's shared bucket (7 requests/s, store/amo-rate.ts), uses the stored access token, and on a 401
// refreshes once (refresh.ts) and tries again; a second 401 means access is gone for good.
import { takeBucketToken } from '../../store/amo-rate';
import { getAmoTokens, revokeAmoTokens, type AmoTokens } from '../../store/amo-tokens';
import { AmoCallError, amoApi, type AmoApi } from '../../amo/client';
import { AmoAccessLost, freshTokens, usableTokens } from './refresh';
import { AMO_BUCKET } from '../../amo/token-bucket';

/** An access token this close to expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AmoSession {
  referer: string;
  call: <T>(step: (api: AmoApi) => Promise<T>) => Promise<T>;
}

async function waitForSlot(referer: string, deadline: number): Promise<void> {
  for (;;) {
    const waitMs = await takeBucketToken(referer, AMO_BUCKET);
    if (waitMs === 0) return;
    if (Date.now() + waitMs > deadline) throw new AmoCallError('rate-limited', 429, 'очередь запросов к аккаунту amo');
    await sleep(waitMs);
  }
}

export async function openAmo(userId: string, entryId: string, deadline: number): Promise<AmoSession> {
  let tokens: AmoTokens = usableTokens(await getAmoTokens(userId, entryId));
  if (tokens.accessExpiresAt < Date.now() + EXPIRY_MARGIN_MS) tokens = await freshTokens(userId, entryId, tokens, deadline);
  return {
    referer: tokens.referer,
    call: async (step) => {
      await waitForSlot(tokens.referer, deadline);
      try {
        return await step(amoApi(tokens.referer, tokens.accessToken));
      } catch (error) {
        if (!(error instanceof AmoCallError && error.kind === 'unauthorized')) throw error;
      }
      const refused = tokens;
      tokens = await freshTokens(userId, entryId, refused, deadline);
      await waitForSlot(tokens.referer, deadline);
      try {
        return await step(amoApi(tokens.referer, tokens.accessToken));
      } catch (error) {
        if (!(error instanceof AmoCallError && error.kind === 'unauthorized')) throw error;
        await revokeAmoTokens(userId, entryId, tokens.version);
        throw new AmoAccessLost('Был потерян доступ к амо');
      }
    },
  };
}
