// When to try a delivery again. Two levels:
// - inside one invocation, a quick second try after a short pause for a blip (network, 5xx), and a
//   short wait when a service asks for one (Telegram 429 retry_after) that fits in the function's time;
// - across invocations, by SQS: the consumer sets the message's visibility to an exponential backoff
//   with jitter (or to the service's retry_after, if longer) and reports the message as failed, so SQS
//   hands it back then. Each hand-back counts a receive; after maxReceiveCount the queue's redrive
//   policy moves the message to the dead-letter queue.
// Chosen over letting the queue's fixed visibility timeout pace retries: the delay grows per attempt,
// honours retry_after exactly, and costs no Lambda time while waiting.

export interface RetrySettings {
  /** First cross-invocation delay; doubles per receive. */
  baseSeconds: number;
  /** Cap of the cross-invocation delay. */
  maxSeconds: number;
  /** Longest wait spent inside one invocation (retry_after up to this is waited out in place). */
  inlineWaitMaxSeconds: number;
  /** Pause before the quick second try of a blip. */
  blipPauseMs: number;
}

/** SQS allows a visibility timeout of at most 12 hours. */
export const MAX_VISIBILITY_SECONDS = 12 * 3600;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' && process.env[name] !== undefined ? value : fallback;
}

/**
 * Defaults for AWS; the local test runtime shortens them through the environment
 * (LEAD_RETRY_BASE_SECONDS, LEAD_RETRY_MAX_SECONDS, LEAD_RETRY_INLINE_WAIT_SECONDS, LEAD_RETRY_BLIP_PAUSE_MS).
 * With 8 receives the AWS defaults spread retries over about 20 minutes (15 s, 30 s, … 8 min).
 */
export function retrySettings(): RetrySettings {
  return {
    baseSeconds: positive('LEAD_RETRY_BASE_SECONDS', 15),
    maxSeconds: positive('LEAD_RETRY_MAX_SECONDS', 900),
    inlineWaitMaxSeconds: positive('LEAD_RETRY_INLINE_WAIT_SECONDS', 3),
    blipPauseMs: positive('LEAD_RETRY_BLIP_PAUSE_MS', 300),
  };
}

/**
 * The shortest lease a consumer takes on a destination or a step (leads/deliver.ts leaseMsUntil): 30 s on AWS.
 * LEAD_LEASE_MIN_SECONDS lowers it only where a test kills a consumer and waits for its claims to end
 * (functions/test/reminders.fault.test.ts); a living consumer's lease still covers its deadline plus the margin.
 */
export function minimumLeaseMs(): number {
  return positive('LEAD_LEASE_MIN_SECONDS', 30) * 1000;
}

/**
 * Seconds until SQS hands the message back after its `receiveCount`-th receive failed: exponential
 * backoff with "equal jitter" (half fixed, half random, so it never collapses to 0 and retries of many
 * messages spread out); never shorter than the service's retry_after.
 */
export function redeliveryDelaySeconds(receiveCount: number, settings: RetrySettings, retryAfterSeconds = 0, random = Math.random): number {
  const exponential = Math.min(settings.maxSeconds, settings.baseSeconds * 2 ** Math.max(0, receiveCount - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  // Past a retry_after, add up to a second of jitter so the waiting messages do not return together.
  const floor = retryAfterSeconds > 0 ? retryAfterSeconds + random() : 0;
  return Math.min(MAX_VISIBILITY_SECONDS, Math.ceil(Math.max(jittered, floor)));
}

export type InlineStep = { retry: true; waitMs: number } | { retry: false };

/**
 * Whether to try again inside this invocation after a failed try number `tryNumber` (1-based):
 * a blip once, a rate limit while its wait fits.
 */
export function inlineRetry(
  failure: { kind: 'transient' } | { kind: 'rate-limited'; retryAfterSeconds: number },
  tryNumber: number,
  settings: RetrySettings,
  random = Math.random,
): InlineStep {
  const MAX_TRIES = 3;
  if (tryNumber >= MAX_TRIES) return { retry: false };
  if (failure.kind === 'rate-limited') {
    if (failure.retryAfterSeconds > settings.inlineWaitMaxSeconds) return { retry: false };
    return { retry: true, waitMs: Math.round(failure.retryAfterSeconds * 1000 + random() * 250) };
  }
  if (tryNumber > 1) return { retry: false };
  return { retry: true, waitMs: Math.round(settings.blipPauseMs * (0.5 + random())) };
}
