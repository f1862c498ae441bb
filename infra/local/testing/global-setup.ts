// Jest globalSetup: starts the whole local runtime (`npm start`'s code) once per test run, fresh, on
// free ports, in a temporary folder, and publishes where it runs for the tests (testRuntime()).
// Its output goes to <temp>/runtime.log; on a failed start that log is shown. Only the projects that
// need the runtime (int, browser, fault) name this setup, so `npm run test:unit` starts nothing; when
// several of them run, the runtime starts once.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadyInfo } from '../banner';
import { assertPrerequisites } from '../prerequisites';
import {
  killLeftoverJava,
  RUNTIME_VARIANTS,
  runningRuntime,
  setRunningRuntime,
  type RunningRuntime,
  type RuntimeVariant,
} from './runtime-process';

// Seeding the demo clinic (images through sharp) takes ~20 s on an idle 2-core machine; a loaded one takes several times that.
const START_TIMEOUT_MS = 240_000;

/** Settings for the runtime under test: any free ports; schedules 60× faster; limits 100× higher. */
export const TEST_RUNTIME_ENV = {
  DYNAMODB_PORT: '0',
  FAUXQS_PORT: '0',
  SES_PORT: '0',
  SCHEDULE_SPEED: '60',
  RATE_LIMIT_SCALE: '100',
  // The Telegram fake, whatever a developer's .env says; lead retries paced in seconds, not minutes
  // (functions/messaging/retry-policy.ts), so the fault tests finish quickly.
  TELEGRAM_API_URL: 'fake',
  // The Metrica fake's tag.js, whatever .env says: the browser tests read the goals it records.
  METRICA_TAG_URL: 'fake',
  // The Modulbank fake, with a key the tests know (to check that no answer carries it).
  PAYMENT_URL: 'fake',
  MODULBANK_SECRET_KEY: 'test-modulbank-secret-key-0f3c9a',
  PAYMENT_TESTING: '1',
  // The amoCRM fake, with a client secret the tests know (to check that no answer carries it).
  AMO_BASE_URL: 'fake',
  AMO_CLIENT_SECRET: 'test-amo-client-secret-7d41e2',
  // A call the amo fake holds (its 'timeout' fault) fails after 2 s, not 10.
  AMO_TIMEOUT_MS: '2000',
  // The Google fake, with a client secret the tests know (to check that no answer carries it); Google calls
  // time out after 2 s, and the fake's injected timeouts hang 4 s, so the tests of an unknown outcome are quick.
  GOOGLE_OAUTH_URL: 'fake',
  GOOGLE_CLIENT_SECRET: 'test-google-client-secret-5b1e7d',
  GOOGLE_HTTP_TIMEOUT_MS: '2000',
  GOOGLE_FAKE_HANG_MS: '4000',
  GOOGLE_QUOTA_WAIT_SECONDS: '1',
  // The DentalPRO fake whatever .env says; the MIS sync every 15 s (15 min at SCHEDULE_SPEED 60); a hung MIS given up in 2 s.
  DENTALPRO_API_URL: 'fake',
  MACDENT_API_URL: 'fake',
  // The SMS.ru fake whatever .env says.
  SMS_RU_URL: 'fake',
  MIS_SYNC_EVERY_MINUTES: '15',
  MIS_TIMEOUT_MS: '2000',
  // The token schedule every 2 s (2 min at SCHEDULE_SPEED 60): a test waits for it to refresh a due pair, to warn
  // of a Google grant's end and to find it ended (amo.int, google-grants.int; no other test reads it).
  TOKEN_REFRESH_EVERY_MINUTES: '2',
  LEAD_RETRY_BASE_SECONDS: '1',
  LEAD_RETRY_MAX_SECONDS: '2',
  LEAD_RETRY_INLINE_WAIT_SECONDS: '2',
  LEAD_RETRY_BLIP_PAUSE_MS: '100',
  // The level the functions log at on AWS (functions/logger.ts), not the local runtime's WARN: the log scan
  // (functions/test/log-privacy.int.test.ts) reads what production would write.
  POWERTOOLS_LOG_LEVEL: 'INFO',
};

export default function globalSetup(globalConfig: { rootDir: string }): Promise<void> {
  return startTestRuntime(globalConfig, 'default');
}

/** Starts the runtime of one variant (runtime-process.ts RUNTIME_VARIANTS) once per test run. */
export async function startTestRuntime(globalConfig: { rootDir: string }, variant: RuntimeVariant): Promise<void> {
  if (runningRuntime(variant)) return;
  assertPrerequisites(['java']);
  // The loader function's generated module (not committed), for a run that skipped `npm test`'s pre-scripts.
  execFileSync(process.execPath, ['--import', 'tsx', 'web/loader/build.ts'], { cwd: globalConfig.rootDir, stdio: 'inherit' });
  const baseDir = mkdtempSync(join(tmpdir(), 'dentlead-test-'));
  const stateDir = join(baseDir, 'state');
  const logFile = join(baseDir, 'runtime.log');
  const output = openSync(logFile, 'w');
  // This Node (22) with tsx's loader in-process: one process to stop, no wrapper relaying signals.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/start.ts', '--fresh', '--port', '0', '--state-dir', stateDir, ...RUNTIME_VARIANTS[variant].args],
    {
      cwd: globalConfig.rootDir,
      stdio: ['ignore', output, output, 'ipc'],
      env: { ...process.env, ...TEST_RUNTIME_ENV, ...RUNTIME_VARIANTS[variant].env },
    },
  );
  closeSync(output);

  const info = await new Promise<ReadyInfo>((resolve, reject) => {
    const fail = (reason: string) => {
      child.kill('SIGKILL');
      killLeftoverJava(stateDir);
      reject(new Error(`The local runtime did not start (${reason}). Its output (${logFile}):\n${readFileSync(logFile, 'utf8')}`));
    };
    const timer = setTimeout(() => fail(`no READY within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.on('message', (message: { ready?: ReadyInfo }) => {
      if (!message.ready) return;
      clearTimeout(timer);
      resolve(message.ready);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`it exited with ${signal ?? `code ${code}`}`);
    });
  });
  child.removeAllListeners('exit');

  const runtimeFile = join(baseDir, 'runtime.json');
  writeFileSync(runtimeFile, JSON.stringify(info, null, 2));
  // Workers start after globalSetup and inherit this.
  process.env[RUNTIME_VARIANTS[variant].fileEnv] = runtimeFile;
  const running: RunningRuntime = { child, baseDir, stateDir, logFile };
  setRunningRuntime(running, variant);
  // Jest must not wait for it: globalTeardown stops it.
  child.unref();
  child.channel?.unref();
}
