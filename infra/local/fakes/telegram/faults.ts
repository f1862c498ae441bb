// What the Telegram fake does wrong on purpose, per chat or for all chats: random failures (500),
// random 429s, the rate limits of the Bots FAQ (core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this:
// at most 20 messages a minute to the same group, about 30 messages a second from one bot), and "down for
// good" (502 to every call).

export interface FaultSettings {
  /** Share of calls answered 500 at random (0..1). */
  failureRatio: number;
  /** Share of calls answered 429 at random (0..1), with retryAfterSeconds. */
  rateLimitedRatio: number;
  retryAfterSeconds: number;
  /**
   * Share of accepted messages whose answer is lost (the connection drops after the message was
   * delivered): the sender cannot tell, retries, and the group sees the message twice.
   */
  lostAnswerRatio: number;
  /** Every call answered 502. */
  down: boolean;
  /** At most this many messages per chat within windowMs; more are answered 429 with the wait left. */
  perChatLimit: number;
  windowMs: number;
  /** At most this many messages from the bot (all chats) within botWindowMs; more are answered 429. */
  perBotLimit: number;
  botWindowMs: number;
}

export const DEFAULT_FAULTS: FaultSettings = {
  failureRatio: 0,
  rateLimitedRatio: 0,
  lostAnswerRatio: 0,
  retryAfterSeconds: 1,
  down: false,
  perChatLimit: 20,
  windowMs: 60_000,
  perBotLimit: 30,
  botWindowMs: 1000,
};

/** The rate limiter's key for every message of the bot, whatever its chat. */
export const WHOLE_BOT = '*';

export type ChatState = { state: 'ok' } | { state: 'migrated'; migrateTo: string } | { state: 'kicked' } | { state: 'missing' };

/** Sliding window of send times per chat. */
export class ChatRateLimiter {
  private readonly sent = new Map<string, number[]>();

  /** 0 when the message may go now, else seconds to wait (rounded up, at least 1). */
  retryAfter(chatId: string, limit: number, windowMs: number, now: number): number {
    const times = (this.sent.get(chatId) ?? []).filter((time) => time > now - windowMs);
    this.sent.set(chatId, times);
    if (times.length < limit) return 0;
    return Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000));
  }

  record(chatId: string, now: number): void {
    const times = this.sent.get(chatId) ?? [];
    times.push(now);
    this.sent.set(chatId, times);
  }

  clear(): void {
    this.sent.clear();
  }
}
