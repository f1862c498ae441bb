import { inlineRetry, MAX_VISIBILITY_SECONDS, redeliveryDelaySeconds, type RetrySettings } from './retry-policy';

const settings: RetrySettings = { baseSeconds: 15, maxSeconds: 900, inlineWaitMaxSeconds: 3, blipPauseMs: 300 };

describe('redelivery delay', () => {
  it('doubles per receive, between half and all of the step', () => {
    expect(redeliveryDelaySeconds(1, settings, 0, () => 0)).toBe(8);
    expect(redeliveryDelaySeconds(1, settings, 0, () => 0.999)).toBe(15);
    expect(redeliveryDelaySeconds(3, settings, 0, () => 0.999)).toBe(60);
  });

  it('is capped', () => {
    expect(redeliveryDelaySeconds(30, settings, 0, () => 0.999)).toBe(900);
  });

  it('never comes back before the service said so', () => {
    expect(redeliveryDelaySeconds(1, settings, 35, () => 0)).toBe(35);
    expect(redeliveryDelaySeconds(1, settings, 35, () => 0.5)).toBe(36);
    expect(redeliveryDelaySeconds(1, settings, 10 ** 9, () => 0)).toBe(MAX_VISIBILITY_SECONDS);
  });

  it('spreads many retries out (jitter)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => redeliveryDelaySeconds(4, settings)));
    expect(delays.size).toBeGreaterThan(5);
  });
});

describe('inline retry', () => {
  it('tries a blip once more after a short pause', () => {
    expect(inlineRetry({ kind: 'transient' }, 1, settings, () => 0.5)).toEqual({ retry: true, waitMs: 300 });
    expect(inlineRetry({ kind: 'transient' }, 2, settings)).toEqual({ retry: false });
  });

  it('waits out a short retry_after in place and leaves a long one to the queue', () => {
    expect(inlineRetry({ kind: 'rate-limited', retryAfterSeconds: 2 }, 1, settings, () => 0)).toEqual({ retry: true, waitMs: 2000 });
    expect(inlineRetry({ kind: 'rate-limited', retryAfterSeconds: 2 }, 2, settings, () => 0)).toEqual({ retry: true, waitMs: 2000 });
    expect(inlineRetry({ kind: 'rate-limited', retryAfterSeconds: 2 }, 3, settings)).toEqual({ retry: false });
    expect(inlineRetry({ kind: 'rate-limited', retryAfterSeconds: 35 }, 1, settings)).toEqual({ retry: false });
  });
});
