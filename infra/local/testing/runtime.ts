// For tests: where the local runtime started by the jest globalSetup runs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ReadyInfo } from '../banner';
import { RUNTIME_VARIANTS, type RuntimeVariant } from './runtime-process';

export type TestRuntime = ReadyInfo;

let cached: TestRuntime | undefined;

/**
 * appUrl serves the built web app and /api/*; mailboxUrl is the SES emulator (GET /store lists the
 * mail as JSON); stateDir is its state folder; endpoints and resources name the emulators and the
 * table, queues, topic and buckets in them.
 */
export function testRuntime(): TestRuntime {
  if (cached) return cached;
  // The project's runtime (jest.config.js globals); the default one outside jest's projects.
  const variant = ((globalThis as { DENTLEAD_TEST_RUNTIME?: RuntimeVariant }).DENTLEAD_TEST_RUNTIME ?? 'default') as RuntimeVariant;
  const fileEnv = RUNTIME_VARIANTS[variant].fileEnv;
  const file = process.env[fileEnv];
  if (!file) throw new Error(`${fileEnv} is not set: run the tests through jest (npm test), whose globalSetup starts the local runtime`);
  cached = JSON.parse(readFileSync(file, 'utf8')) as TestRuntime;
  return cached;
}

/** The local runtime's output (its '[http]' lines and the functions' JSON logs), which the global setup writes beside runtime.json. */
export function runtimeLogFile(): string {
  const file = process.env[RUNTIME_FILE_ENV];
  if (!file) throw new Error(`${RUNTIME_FILE_ENV} is not set: run the tests through jest`);
  return join(dirname(file), 'runtime.log');
}
