import { RateLimiter, TokenBucket } from './token-bucket';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TokenBucket', () => {
  it('allows a burst, then refuses with the wait until the next token', () => {
    const clock = fakeClock();
    const bucket = new TokenBucket({ ratePerSecond: 2, burst: 3 }, clock.now);
    expect([bucket.take(), bucket.take(), bucket.take()].every((taken) => taken.allowed)).toBe(true);
    expect(bucket.take()).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('refills at its rate and never above its burst', () => {
    const clock = fakeClock();
    const bucket = new TokenBucket({ ratePerSecond: 2, burst: 3 }, clock.now);
    for (let i = 0; i < 3; i += 1) bucket.take();
    clock.advance(500);
    expect(bucket.take().allowed).toBe(true);
    expect(bucket.take().allowed).toBe(false);
    clock.advance(60_000);
    expect(bucket.isFull()).toBe(true);
    for (let i = 0; i < 3; i += 1) expect(bucket.take().allowed).toBe(true);
    expect(bucket.take().allowed).toBe(false);
  });

  it('says how long to wait at a slow rate', () => {
    const clock = fakeClock();
    const bucket = new TokenBucket({ ratePerSecond: 0.2, burst: 1 }, clock.now);
    bucket.take();
    expect(bucket.take()).toEqual({ allowed: false, retryAfterSeconds: 5 });
  });
});

describe('RateLimiter', () => {
  const classes = { auth: { ratePerSecond: 1, burst: 2 }, lead: { ratePerSecond: 1, burst: 1 } };

  it('keeps one bucket per class and client address', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(classes, 1, clock.now);
    expect(limiter.take('auth', '10.0.0.1').allowed).toBe(true);
    expect(limiter.take('auth', '10.0.0.1').allowed).toBe(true);
    expect(limiter.take('auth', '10.0.0.1').allowed).toBe(false);
    expect(limiter.take('auth', '10.0.0.2').allowed).toBe(true);
    expect(limiter.take('lead', '10.0.0.1').allowed).toBe(true);
  });

  it('scales rate and burst', () => {
    const limiter = new RateLimiter(classes, 10, fakeClock().now);
    const answers = Array.from({ length: 21 }, () => limiter.take('auth', 'x').allowed);
    expect(answers.filter(Boolean)).toHaveLength(20);
  });
});
