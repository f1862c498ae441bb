import { describe, expect, it } from '@jest/globals';
import { AMO_BUCKET, takeToken, type BucketState } from './token-bucket';

/** Requests granted when callers ask as often as they may (each waits exactly what the bucket says). */
function grantedTimes(spec = AMO_BUCKET, untilMs = 5000): number[] {
  let state: BucketState | undefined;
  let now = 0;
  const times: number[] = [];
  while (now <= untilMs) {
    const take = takeToken(state, now, spec);
    if (take.granted) {
      state = take.next;
      times.push(now);
    } else now += take.waitMs;
  }
  return times;
}

describe('the amo token bucket', () => {
  it('never lets more than 7 requests into any one-second window', () => {
    const times = grantedTimes();
    for (const start of times) expect(times.filter((time) => time >= start && time < start + 1000).length).toBeLessThanOrEqual(7);
  });

  it('keeps the account busy: about 6 requests a second over a long run', () => {
    const times = grantedTimes(AMO_BUCKET, 10_000);
    expect(times.length).toBeGreaterThanOrEqual(60);
    expect(times.length).toBeLessThanOrEqual(61);
  });

  it('tells a refused caller how long until a token is back', () => {
    const first = takeToken(undefined, 1000, AMO_BUCKET);
    expect(first.granted).toBe(true);
    const second = takeToken(first.granted ? first.next : undefined, 1000, AMO_BUCKET);
    expect(second).toEqual({ granted: false, waitMs: 167 });
    const later = takeToken(first.granted ? first.next : undefined, 1167, AMO_BUCKET);
    expect(later.granted).toBe(true);
  });

  it('does not hoard tokens past its capacity after a quiet spell', () => {
    const spec = { capacity: 3, perSecond: 10 };
    let state: BucketState = { tokens: 0, at: 0 };
    let granted = 0;
    for (;;) {
      const take = takeToken(state, 60_000, spec);
      if (!take.granted) break;
      state = take.next;
      granted += 1;
    }
    expect(granted).toBe(3);
  });
});
