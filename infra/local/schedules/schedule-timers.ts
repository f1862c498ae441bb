// Runs each schedule of functions/resources.ts on a timer, every `everyMinutes` divided by the
// SCHEDULE_SPEED setting. Like a rate() rule, the first run comes one interval after the start; a run
// still going when the next is due is not doubled (that tick is skipped and logged).
import type { ScheduleDefinition } from '../../../functions/resources';
import { createLambdaContext } from '../lambda/context';
import type { LambdaHandler } from '../lambda/handler-module';
import { invokeHandler } from '../lambda/invoke';
import { logError, logLine } from '../log';
import { buildScheduledEvent } from './scheduled-event';

export interface ScheduleTimersOptions {
  schedules: readonly ScheduleDefinition[];
  speed: number;
  load: (modulePath: string) => Promise<LambdaHandler>;
  timeoutMs?: number;
}

export interface ScheduleTimers {
  /** Waits for runs in progress. */
  stop(): Promise<void>;
}

export function startScheduleTimers(options: ScheduleTimersOptions): ScheduleTimers {
  const running = new Map<string, Promise<void>>();
  const timers = options.schedules.map((schedule) => {
    const intervalMs = Math.max(1_000, (schedule.everyMinutes * 60_000) / options.speed);
    return setInterval(() => {
      if (running.has(schedule.name)) {
        logLine('schedule', `${schedule.name}: previous run still going, this one skipped`);
        return;
      }
      const run = runOnce(schedule, options).finally(() => running.delete(schedule.name));
      running.set(schedule.name, run);
    }, intervalMs);
  });
  return {
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
  };
}

async function runOnce(schedule: ScheduleDefinition, options: ScheduleTimersOptions): Promise<void> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 60_000;
  const context = createLambdaContext({ functionName: `dentlead-${schedule.name}`, timeoutMs });
  try {
    const handler = await options.load(schedule.handler);
    const result = await invokeHandler(handler, buildScheduledEvent(schedule.name, new Date(started)), context, timeoutMs);
    logLine('schedule', `${schedule.name}: done in ${Date.now() - started} ms ${JSON.stringify(result ?? null)}`);
  } catch (error) {
    logError('schedule', `${schedule.name}: failed after ${Date.now() - started} ms`, error);
  }
}
