// Shared between the jest globalSetup and globalTeardown (they run in the same process): the
// runtime child process and its temporary folder.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RUNTIME_FILE_ENV = 'DENTLEAD_TEST_RUNTIME_FILE';

export interface RunningRuntime {
  child: ChildProcess;
  baseDir: string;
  stateDir: string;
  logFile: string;
}

const KEY = Symbol.for('dentlead.testRuntime');

export function setRunningRuntime(runtime: RunningRuntime | undefined): void {
  (globalThis as Record<symbol, unknown>)[KEY] = runtime;
}

export function runningRuntime(): RunningRuntime | undefined {
  return (globalThis as Record<symbol, unknown>)[KEY] as RunningRuntime | undefined;
}

/** A runtime killed with SIGKILL cannot stop its DynamoDB Local; its pid file says which Java it is. */
export function killLeftoverJava(stateDir: string): void {
  try {
    process.kill(Number(readFileSync(join(stateDir, 'dynamodb.pid'), 'utf8')), 'SIGKILL');
  } catch {
    // already gone
  }
}
