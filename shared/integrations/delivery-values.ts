// The values a lead's delivery status takes on every channel (docs/contract/cabinet.md §3, §4); each channel adds its own
// success texts (shared/integrations/<kind>.ts).
export const DELIVERY_OK = 'ok';
/** Queued, being sent, or waiting for a retry after a temporary failure. */
export const DELIVERY_PENDING = 'отправляется';
/** Prefix of a pending value that carries the last temporary failure, e.g. 'отправляется (повтор: 429)'. */
export const DELIVERY_RETRYING_PREFIX = 'отправляется (повтор';
/** Recorded by a channel while it has no integration to deliver to. */
export const CHANNEL_NOT_CONFIGURED = 'не настроено';

export function isPendingValue(value: string): boolean {
  return value.startsWith(DELIVERY_PENDING);
}
