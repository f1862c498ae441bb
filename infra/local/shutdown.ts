// Stops what the runtime started, newest first, once: on Ctrl-C (SIGINT), SIGTERM, SIGHUP, when the
// test harness that spawned it goes away (its IPC channel closes), or on a fatal error. Another
// Ctrl-C later than 2 s stops at once; the DynamoDB Local child is killed on process exit in any case.
import { logError, logLine } from './log';

interface Step {
  name: string;
  stop: () => Promise<void>;
}

const STEP_TIMEOUT_MS = 10_000;

export class Shutdown {
  private readonly steps: Step[] = [];
  private started = false;

  get inProgress(): boolean {
    return this.started;
  }

  add(name: string, stop: () => Promise<void>): void {
    this.steps.push({ name, stop });
  }

  async run(exitCode: number): Promise<never> {
    if (this.started) return new Promise<never>(() => {});
    this.started = true;
    for (const step of this.steps.reverse()) {
      try {
        await withTimeout(step.stop(), STEP_TIMEOUT_MS, step.name);
      } catch (error) {
        logError('stop', `stopping ${step.name} failed`, error);
      }
    }
    logLine('stop', exitCode === 0 ? 'stopped' : `stopped after an error (exit ${exitCode})`);
    process.exit(exitCode);
  }

  installProcessHandlers(): void {
    let firstSignalAt = 0;
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        if (this.started) {
          // Ctrl-C under `npm start` arrives twice at once: from the terminal and relayed by tsx.
          if (Date.now() - firstSignalAt < 2_000) return;
          logLine('stop', `${signal} again: stopping at once`);
          process.exit(130);
        }
        firstSignalAt = Date.now();
        logLine('stop', `${signal}: stopping…`);
        void this.run(0);
      });
    }
    // Spawned with an IPC channel (the jest harness): when the parent dies, the channel closes.
    if (process.send) process.on('disconnect', () => void this.run(0));
    process.on('uncaughtException', (error) => {
      logError('runtime', 'uncaught exception', error);
      void this.run(1);
    });
    // A function that forgets to await something should not take the whole local stack down.
    process.on('unhandledRejection', (reason) => logError('runtime', 'unhandled promise rejection', reason));
  }
}

async function withTimeout(promise: Promise<void>, ms: number, name: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise,
      new Promise<void>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name} did not stop within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
