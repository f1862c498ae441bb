import { describe, expect, it } from '@jest/globals';
import type { AmoTokens } from '../../store/amo-tokens';
import { AmoCallError } from '../../amo/client';
import { AmoAccessLost, freshTokens, type RefreshDeps, type TokenStore } from './refresh';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The stored item's conditional writes, in memory, with the same conditions as store/amo-tokens.ts. */
function memoryStore(initial: AmoTokens): TokenStore & { item: AmoTokens } {
  const box = { item: { ...initial } };
  const tick = nextTurn;
  return {
    get item() {
      return box.item;
    },
    get: async () => {
      await tick();
      return { ...box.item };
    },
    hold: async (_u, _e, version, now, until) => {
      await tick();
      if (box.item.version !== version || (box.item.refreshingUntil ?? 0) >= now) return false;
      box.item.refreshingUntil = until;
      return true;
    },
    replace: async (_u, _e, version, next) => {
      await tick();
      if (box.item.version !== version) return false;
      box.item = { ...box.item, ...next, version: version + 1, refreshingUntil: undefined };
      return true;
    },
    release: async (_u, _e, version) => {
      await tick();
      if (box.item.version !== version) return false;
      box.item.refreshingUntil = undefined;
      return true;
    },
    revoke: async (_u, _e, version) => {
      await tick();
      if (box.item.version !== version) return false;
      box.item = { ...box.item, revoked: true, version: version + 1, refreshingUntil: undefined };
      return true;
    },
  };
}

/** amo's token endpoint: each refresh token works once and is replaced by a new one. */
function rotatingAmo(first: string) {
  let valid = first;
  let issued = 0;
  return {
    calls: () => issued,
    refresh: async (_referer: string, token: string) => {
      // amo answers a few turns of the event loop later, so the other consumers meet the refresh under way.
      for (let turn = 0; turn < 5; turn += 1) await nextTurn();
      if (token !== valid) throw new AmoCallError('invalid-grant', 400, 'Token has been revoked');
      issued += 1;
      valid = `refresh-${issued}`;
      return { access_token: `access-${issued}`, refresh_token: valid, expires_in: 86_400 };
    },
  };
}

const start: AmoTokens = {
  referer: 'clinic.amocrm.ru',
  accessToken: 'access-0',
  refreshToken: 'refresh-0',
  accessExpiresAt: 0,
  version: 1,
};
const deps = (store: TokenStore, refresh: RefreshDeps['refresh']): RefreshDeps => ({
  tokens: store,
  refresh,
  now: Date.now,
  // A waiting consumer polls again on the next turn of the event loop: no clock in the test.
  sleep: nextTurn,
});

describe('one refresh for every consumer', () => {
  it('ten consumers that saw the same expired token refresh once and all get the new pair', async () => {
    const store = memoryStore(start);
    const amo = rotatingAmo('refresh-0');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => freshTokens('u', 'e', start, Date.now() + 5000, deps(store, amo.refresh))),
    );
    expect(amo.calls()).toBe(1);
    expect(new Set(results.map((tokens) => tokens.accessToken))).toEqual(new Set(['access-1']));
    expect(store.item).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', version: 2 });
    expect(store.item.revoked).toBeUndefined();
  });

  it('a consumer that saw an older version uses the stored pair without refreshing', async () => {
    const store = memoryStore({ ...start, version: 3, accessToken: 'access-7', refreshToken: 'refresh-7' });
    const amo = rotatingAmo('refresh-7');
    const tokens = await freshTokens('u', 'e', start, Date.now() + 1000, deps(store, amo.refresh));
    expect(tokens.accessToken).toBe('access-7');
    expect(amo.calls()).toBe(0);
  });

  it('a refused refresh token marks access lost, once, for every waiting consumer', async () => {
    const store = memoryStore(start);
    const amo = rotatingAmo('some-other-token');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => freshTokens('u', 'e', start, Date.now() + 5000, deps(store, amo.refresh))),
    );
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(AmoAccessLost);
    }
    expect(store.item).toMatchObject({ revoked: true, version: 2 });
  });

  it('a passing failure of the refresh lets the next consumer try, and the pair is not lost', async () => {
    const store = memoryStore(start);
    const amo = rotatingAmo('refresh-0');
    let failOnce = true;
    const flaky: RefreshDeps['refresh'] = async (referer, token) => {
      if (failOnce) {
        failOnce = false;
        throw new AmoCallError('unavailable', 503, 'временно недоступен');
      }
      return amo.refresh(referer, token);
    };
    await expect(freshTokens('u', 'e', start, Date.now() + 1000, deps(store, flaky))).rejects.toThrow('временно недоступен');
    expect(store.item.refreshingUntil).toBeUndefined();
    const tokens = await freshTokens('u', 'e', start, Date.now() + 1000, deps(store, flaky));
    expect(tokens).toMatchObject({ accessToken: 'access-1', version: 2 });
  });
});
