// Configuration: the shell's environment wins over .env, and .env over .env.example, which holds the
// documented defaults. The functions read only environment variables; the runtime sets the ones that
// describe the emulated AWS (endpoints, resource names, key files) before any function module loads.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parsePort } from './options';

export function loadConfiguration(repoRoot: string): void {
  // process.loadEnvFile never overwrites a variable that is already set, so the order gives precedence.
  for (const file of ['.env', '.env.example']) {
    const path = join(repoRoot, file);
    if (existsSync(path)) process.loadEnvFile(path);
  }
}

export interface LocalSettings {
  /** 0 = any free port. */
  dynamoDbPort: number;
  fauxqsPort: number;
  sesPort: number;
  /** Schedules run this many times as often as on AWS. */
  scheduleSpeed: number;
  /** Rate-limit classes allow this many times as many requests. */
  rateLimitScale: number;
  /** The MIS sync's interval locally (AWS: every 15 minutes), before SCHEDULE_SPEED. */
  misSyncEveryMinutes: number;
  /** The token schedule's interval locally (AWS: every 6 hours), before SCHEDULE_SPEED. */
  tokenRefreshEveryMinutes: number;
}

export function localSettings(env: NodeJS.ProcessEnv): LocalSettings {
  return {
    dynamoDbPort: parsePort(env.DYNAMODB_PORT || '8000', 'DYNAMODB_PORT'),
    fauxqsPort: parsePort(env.FAUXQS_PORT || '4566', 'FAUXQS_PORT'),
    sesPort: parsePort(env.SES_PORT || '8005', 'SES_PORT'),
    scheduleSpeed: positiveNumber(env.SCHEDULE_SPEED || '1', 'SCHEDULE_SPEED'),
    rateLimitScale: positiveNumber(env.RATE_LIMIT_SCALE || '1', 'RATE_LIMIT_SCALE'),
    misSyncEveryMinutes: positiveNumber(env.MIS_SYNC_EVERY_MINUTES || '1', 'MIS_SYNC_EVERY_MINUTES'),
    tokenRefreshEveryMinutes: positiveNumber(env.TOKEN_REFRESH_EVERY_MINUTES || '360', 'TOKEN_REFRESH_EVERY_MINUTES'),
  };
}

function positiveNumber(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}: "${text}" is not a positive number`);
  return value;
}

export const LOCAL_REGION = 'eu-central-1';
export const LOCAL_ACCOUNT = '000000000000';

export interface EmulatorEndpoints {
  dynamodb: string;
  /** fauxqs serves SQS, SNS and S3 on one port. */
  fauxqs: string;
  ses: string;
}

/** What the functions need to find the emulated AWS, besides the resource names from provisioning. */
export function awsEnvironment(endpoints: EmulatorEndpoints): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    // The emulators accept any signature; fixed dummies keep a developer's real credentials out.
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    // The SDK's per-service endpoint variables: AWS_ENDPOINT_URL_ + the client's serviceId upper-cased.
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_SQS: endpoints.fauxqs,
    AWS_ENDPOINT_URL_SNS: endpoints.fauxqs,
    AWS_ENDPOINT_URL_S3: endpoints.fauxqs,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    S3_FORCE_PATH_STYLE: 'true',
    // Every JSON answer is checked against its row's schema locally, so each integration test verifies answers.
    ANSWER_CHECK: 'strict',
  };
}

export function applyEnvironment(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) process.env[name] = value;
  // One '[http]' line per request is printed already; the functions' own JSON logs show warnings and
  // errors unless POWERTOOLS_LOG_LEVEL asks for more (e.g. INFO or DEBUG in .env).
  process.env.POWERTOOLS_LOG_LEVEL ||= 'WARN';
  // A session token or profile from the developer's shell would not match the dummy keys.
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}
