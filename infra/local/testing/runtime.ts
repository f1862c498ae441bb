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
  cached = JSON.parse(readFileSync(runtimeFile(), 'utf8')) as TestRuntime;
  return cached;
}

/** The project's runtime's runtime.json (jest.config.js globals); the default one outside jest's projects. */
function runtimeFile(): string {
  const variant = ((globalThis as { DENTLEAD_TEST_RUNTIME?: RuntimeVariant }).DENTLEAD_TEST_RUNTIME ?? 'default') as RuntimeVariant;
  const fileEnv = RUNTIME_VARIANTS[variant].fileEnv;
  const file = process.env[fileEnv];
  if (!file) throw new Error(`${fileEnv} is not set: run the tests through jest (npm test), whose globalSetup starts the local runtime`);
  return file;
}

/** The local runtime's output (its '[http]' lines and the functions' JSON logs), which the global setup writes beside runtime.json. */
export function runtimeLogFile(): string {
  return join(dirname(runtimeFile()), 'runtime.log');
}
