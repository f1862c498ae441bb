// A token bucket: `capacity` tokens, refilled at `perSecond`; a request takes one token or learns how
// long until one is there. Pure, so the shared DynamoDB bucket (store/amo-rate.ts) and the tests agree.

export interface BucketSpec {
  capacity: number;
  perSecond: number;
}

export interface BucketState {
  tokens: number;
  /** Epoch ms the token count was measured at. */
  at: number;
}

/**
 * amoCRM allows 7 requests a second per account. A bucket of 1 refilled 6 times a second lets at most
 * 1 + 6 = 7 requests into any one-second window, however the window is placed (a bucket of 7 refilled
 * 7/s would let 14 through around a refill).
 */
export const AMO_BUCKET: BucketSpec = { capacity: 1, perSecond: 6 };

export type BucketTake = { granted: true; next: BucketState } | { granted: false; waitMs: number };

export function refilled(state: BucketState | undefined, now: number, spec: BucketSpec): BucketState {
  if (!state) return { tokens: spec.capacity, at: now };
  const elapsed = Math.max(0, now - state.at);
  return { tokens: Math.min(spec.capacity, state.tokens + (elapsed / 1000) * spec.perSecond), at: Math.max(now, state.at) };
}

export function takeToken(state: BucketState | undefined, now: number, spec: BucketSpec): BucketTake {
  const current = refilled(state, now, spec);
  if (current.tokens >= 1) return { granted: true, next: { tokens: current.tokens - 1, at: current.at } };
  return { granted: false, waitMs: Math.ceil(((1 - current.tokens) / spec.perSecond) * 1000) };
}
