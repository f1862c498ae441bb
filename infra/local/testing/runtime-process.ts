// Shared between the jest globalSetup and globalTeardown (they run in the same process): the
// runtime child process and its temporary folder.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RUNTIME_FILE_ENV = 'DENTLEAD_TEST_RUNTIME_FILE';

/**
 * The runtimes a test run may start: the default one, and one without SNS (LEAD_FANOUT=sqs) for the no-sns project,
 * each with its settings over TEST_RUNTIME_ENV, its `npm start` flags and the variable naming its runtime file. A
 * project picks its runtime with the jest global DENTLEAD_TEST_RUNTIME (jest.config.js). The no-sns runtime seeds no
 * demo clinic: its lead tests make their own, and the seed's images cost the run's start seconds of CPU.
 */
export const RUNTIME_VARIANTS = {
  default: { env: {}, args: [], fileEnv: RUNTIME_FILE_ENV },
  'no-sns': { env: { LEAD_FANOUT: 'sqs' }, args: ['--no-demo'], fileEnv: `${RUNTIME_FILE_ENV}_NO_SNS` },
} as const satisfies Record<string, { env: Record<string, string>; args: readonly string[]; fileEnv: string }>;
export type RuntimeVariant = keyof typeof RUNTIME_VARIANTS;

export interface RunningRuntime {
  child: ChildProcess;
  baseDir: string;
  stateDir: string;
  logFile: string;
}

const KEY = Symbol.for('dentlead.testRuntimes');

const running = () => ((globalThis as Record<symbol, unknown>)[KEY] ??= {}) as Partial<Record<RuntimeVariant, RunningRuntime>>;

export function setRunningRuntime(runtime: RunningRuntime | undefined, variant: RuntimeVariant = 'default'): void {
  running()[variant] = runtime;
}

export function runningRuntime(variant: RuntimeVariant = 'default'): RunningRuntime | undefined {
  return running()[variant];
}

/** Every runtime this process started, by variant. */
export function runningRuntimes(): Array<[RuntimeVariant, RunningRuntime]> {
  return (Object.entries(running()) as Array<[RuntimeVariant, RunningRuntime | undefined]>).filter(
    (entry): entry is [RuntimeVariant, RunningRuntime] => entry[1] !== undefined,
  );
}

/** A runtime killed with SIGKILL cannot stop its DynamoDB Local; its pid file says which Java it is. */
export function killLeftoverJava(stateDir: string): void {
  try {
    process.kill(Number(readFileSync(join(stateDir, 'dynamodb.pid'), 'utf8')), 'SIGKILL');
  } catch {
    // already gone
  }
}
