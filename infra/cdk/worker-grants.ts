// What each queue consumer and each schedule may touch, read from functions/resources.ts (API rows
// declare theirs in the route table).
import type { Grants } from '../../functions/http/route';
import { queues, schedules, type QueueKey } from '../../functions/resources';

export type ConsumerQueueKey = {
  [K in QueueKey]: (typeof queues)[K] extends { consumer: string } ? K : never;
}[QueueKey];
export type ScheduleKey = keyof typeof schedules;

export function consumerQueueKeys(): ConsumerQueueKey[] {
  return (Object.keys(queues) as QueueKey[]).filter((key): key is ConsumerQueueKey => 'consumer' in queues[key]);
}

export const consumerGrants = Object.fromEntries(
  consumerQueueKeys().map((key) => {
    const queue = queues[key] as { consumerGrants?: Grants };
    if (!queue.consumerGrants) throw new Error(`Queue ${key} has a consumer but no consumerGrants in functions/resources.ts`);
    return [key, queue.consumerGrants];
  }),
) as Record<ConsumerQueueKey, Grants>;

export const scheduleGrants = Object.fromEntries(
  (Object.keys(schedules) as ScheduleKey[]).map((key) => [key, schedules[key].grants]),
) as unknown as Record<ScheduleKey, Grants>;
