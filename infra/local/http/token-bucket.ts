// Rate limiting of the local gateway: one token bucket per rate-limit class and client address.
// (On AWS, API Gateway throttles per route; locally the limit is per caller, which is what a
// developer notices first.)

export interface BucketLimits {
  ratePerSecond: number;
  burst: number;
}

export type Clock = () => number;

/** Holds up to `burst` tokens and refills `ratePerSecond`; a request takes one. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly limits: BucketLimits,
    private readonly clock: Clock = Date.now,
  ) {
    this.tokens = limits.burst;
    this.updatedAt = clock();
  }

  /** Takes a token if there is one; otherwise says in how many seconds there will be. */
  take(): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    this.refill();
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - this.tokens) / this.limits.ratePerSecond)) };
  }

  /** A full bucket remembers nothing a new one would not. */
  isFull(): boolean {
    this.refill();
    return this.tokens >= this.limits.burst;
  }

  private refill(): void {
    const now = this.clock();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.limits.ratePerSecond);
    this.updatedAt = now;
  }
}

export class RateLimiter<ClassName extends string> {
  private readonly buckets = new Map<string, TokenBucket>();

  /** `scale` multiplies every class (tests run with a large one so they do not trip limits by accident). */
  constructor(
    private readonly classes: Record<ClassName, BucketLimits>,
    private readonly scale = 1,
    private readonly clock: Clock = Date.now,
  ) {}

  take(className: ClassName, client: string): ReturnType<TokenBucket['take']> {
    const key = `${className} ${client}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= 10_000) this.forgetFullBuckets();
      const limits = this.classes[className];
      bucket = new TokenBucket({ ratePerSecond: limits.ratePerSecond * this.scale, burst: limits.burst * this.scale }, this.clock);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }

  private forgetFullBuckets(): void {
    for (const [key, bucket] of this.buckets) if (bucket.isFull()) this.buckets.delete(key);
  }
}
