// Jest globalTeardown: stops the local runtime started by globalSetup (SIGTERM; it stops its
// emulators and DynamoDB Local's Java), waits for it, and removes its temporary folder.
// DENTLEAD_KEEP_TEST_RUNTIME=1 keeps the folder (state and runtime.log) for a look afterwards.
import { rmSync } from 'node:fs';
import { killLeftoverJava, runningRuntimes, setRunningRuntime, type RunningRuntime, type RuntimeVariant } from './runtime-process';

const STOP_TIMEOUT_MS = 20_000;

/** Stops every runtime the run started (the no-sns project's too). */
export default async function globalTeardown(): Promise<void> {
  await Promise.all(runningRuntimes().map(([variant, runtime]) => stop(variant, runtime)));
}

async function stop(variant: RuntimeVariant, runtime: RunningRuntime): Promise<void> {
  const { child } = runtime;
  if (child.exitCode === null && child.signalCode === null) {
    // globalSetup unref'd it; waiting for its exit must keep this process alive.
    child.ref();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (!stopped) {
      console.warn(`The local runtime did not stop within ${STOP_TIMEOUT_MS / 1000} s: killing it`);
      child.kill('SIGKILL');
      killLeftoverJava(runtime.stateDir);
      await exited;
    }
  }
  // Stopped: a later globalSetup in this process (the bench runs several) starts a fresh one.
  setRunningRuntime(undefined, variant);
  if (process.env.DENTLEAD_KEEP_TEST_RUNTIME) console.log(`Test runtime state and log kept in ${runtime.baseDir}`);
  else rmSync(runtime.baseDir, { recursive: true, force: true });
}
