// `npm start`: the whole product on this machine in one process. DynamoDB Local, fauxqs (SQS, SNS,
// S3) and the SES emulator start; the resources of functions/resources.ts are created in them; the
// functions' environment points at them; then one port serves the built web app and /api/* (each
// request becomes an API Gateway v2 event for its route-table row), queue consumers poll their queues
// and schedules run on timers. State persists in .local/ (or --state-dir); --fresh starts empty.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-check';
import { rateLimitClasses } from '../../functions/http/route';
import { LEAD_FANOUT_ENV, leadFanoutOf, queues, schedules, type QueueDefinition, type QueueKey } from '../../functions/resources';
import type { WebhookRun } from '../../functions/schedules/telegram-webhook';
import { routeList } from '../../functions/routes';
import { createAwsClients } from './aws-clients';
import { printBanner, type ReadyInfo } from './banner';
import { killLeftoverDynamoDb, startDynamoDbLocal } from './emulators/dynamodb-local';
import { startFauxqs } from './emulators/fauxqs';
import { startSes } from './emulators/ses';
import { localFakes, type StartedFake, telegramFake as telegramFakeDefinition } from './fakes/registry';
import { assertPortFree } from './free-port';
import { createS3PostGateway, S3_POST_PREFIX } from './http/s3-post-gateway';
import { applyEnvironment, awsEnvironment, loadConfiguration, localSettings, type EmulatorEndpoints } from './environment';
import { createApiGateway } from './http/api-gateway';
import { startAppServer } from './http/server';
import { createStaticFiles } from './http/static-files';
import { loadHandler } from './lambda/handler-module';
import { logError, logLine } from './log';
import { parseOptions, usage } from './options';
import { assertPrerequisites } from './prerequisites';
import { provisionResources, resourceEnvironment, type ProvisionedResources } from './provision';
import { QueuePoller } from './queues/queue-poller';
import { startScheduleTimers } from './schedules/schedule-timers';
import { seedDemoData } from './seed';
import { Shutdown } from './shutdown';
import { ensureSigningKeys } from './signing-keys';
import { ensureWebBuild } from './web-build';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const shutdown = new Shutdown();

async function main(): Promise<void> {
  const started = Date.now();
  loadConfiguration(repoRoot);
  const options = parseOptions(process.argv.slice(2), process.env, repoRoot);
  if (options.help) {
    console.log(usage);
    return;
  }
  // DynamoDB Local needs Java: say so, with the apt line, before anything starts.
  assertPrerequisites(['java']);
  const settings = localSettings(process.env);
  shutdown.installProcessHandlers();

  const fixedPorts: Array<[number, string]> = [
    [options.port, 'PORT (or --port)'],
    [settings.fauxqsPort, 'FAUXQS_PORT'],
    [settings.sesPort, 'SES_PORT'],
  ];
  for (const [port, setting] of fixedPorts) if (port !== 0) await assertPortFree(port, setting);

  // Before --fresh deletes the pid file that names it.
  await killLeftoverDynamoDb(options.stateDir);
  if (options.fresh) rmSync(options.stateDir, { recursive: true, force: true });
  mkdirSync(options.stateDir, { recursive: true });
  logLine('start', `state in ${options.stateDir}${options.fresh ? ' (fresh)' : ''}`);

  const webBuild = ensureWebBuild(repoRoot, options.build);
  const dynamoDb = startDynamoDbLocal({ port: settings.dynamoDbPort, stateDir: options.stateDir }).then((emulator) => {
    shutdown.add('DynamoDB Local', emulator.stop);
    emulator.onUnexpectedExit((description) => {
      // Ctrl-C reaches Java too (same process group); give our own SIGINT handler a moment to win.
      setTimeout(() => {
        if (shutdown.inProgress) return;
        logError('dynamodb', `DynamoDB Local exited unexpectedly (${description})`);
        void shutdown.run(1);
      }, 500);
    });
    return emulator;
  });
  const fauxqs = startFauxqs({ port: settings.fauxqsPort, stateDir: options.stateDir }).then((emulator) => {
    shutdown.add('fauxqs', emulator.stop);
    return emulator;
  });
  const ses = startSes({ port: settings.sesPort }).then((emulator) => {
    shutdown.add('SES emulator', emulator.stop);
    return emulator;
  });
  const keys = ensureSigningKeys(options.stateDir);
  const [dynamoDbLocal, fauxqsServer, sesServer, web] = await Promise.all([dynamoDb, fauxqs, ses, webBuild]);

  const endpoints: EmulatorEndpoints = { dynamodb: dynamoDbLocal.endpoint, fauxqs: fauxqsServer.endpoint, ses: sesServer.endpoint };
  const clients = createAwsClients(endpoints);
  shutdown.add('AWS clients', async () => clients.destroy());
  const resources = await provisionResources(clients, endpoints.fauxqs);
  const fakes = await startFakes();
  const telegramFake = fakes.get(telegramFakeDefinition.name);

  const originSecret = randomBytes(24).toString('base64url');
  // Before any function module is imported (they create their SDK clients at load).
  applyEnvironment({
    ...awsEnvironment(endpoints),
    ...resourceEnvironment(resources),
    JWT_SIGNING_KEY_FILE: keys.signingKeyFile,
    JWT_PUBLIC_KEYS_FILE: keys.publicKeysFile,
    [ORIGIN_VERIFY_ENV]: originSecret,
    VISIT_LINK_KEY: process.env.VISIT_LINK_KEY || randomBytes(24).toString('base64url'),
    ...Object.assign({}, ...localFakes.map((fake) => (fakes.has(fake.name) ? fake.environment(fakes.get(fake.name)!) : {}))),
  });

  const api = createApiGateway({
    routes: routeList,
    repoRoot,
    rateLimitClasses,
    rateLimitScale: settings.rateLimitScale,
    // The local server plays CloudFront too: it adds the origin header the functions require.
    originHeader: { name: ORIGIN_VERIFY_HEADER, value: originSecret },
  });
  const s3Post = createS3PostGateway({ s3Endpoint: endpoints.fauxqs, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! });
  const app = await startAppServer({ port: options.port, api, web: createStaticFiles(web.root), s3Post });
  // Set in the same tick as the listen callback, so before the first request is handled.
  process.env.PUBLIC_BASE_URL ||= app.url;
  // A path on the app's own origin, so the browser's upload is same-origin whichever host name it used.
  process.env.IMAGES_UPLOAD_URL ||= `${S3_POST_PREFIX}${resources.bucketNames.images}`;
  shutdown.add('app server', app.stop);
  // What the CDK trigger does after a deploy: the webhook job runs once (then on its schedule).
  if (telegramFake) await registerTelegramWebhook();

  startQueueConsumers(resources, clients.sqs);
  const timers = startScheduleTimers({
    schedules: Object.values(schedules)
      .filter((schedule) => moduleExists('schedule', schedule.name, schedule.handler))
      .map((schedule) => {
        if (schedule.name === schedules.misSync.name) return { ...schedule, everyMinutes: settings.misSyncEveryMinutes };
        if (schedule.name === schedules.integrationTokens.name) return { ...schedule, everyMinutes: settings.tokenRefreshEveryMinutes };
        return schedule;
      }),
    speed: settings.scheduleSpeed,
    load: (modulePath) => loadHandler(repoRoot, modulePath),
  });
  shutdown.add('schedules', timers.stop);

  let demoLogin: string | undefined;
  try {
    if (options.noDemo) logLine('seed', 'no demo account (--no-demo)');
    else {
      const seeded = await seedDemoData(app.url, { mailboxUrl: sesServer.mailboxUrl, telegramFakeUrl: telegramFake?.url });
      demoLogin = seeded.token;
      logLine('seed', seeded.created ? 'demo account created' : 'demo account already there');
    }
  } catch (error) {
    logError('seed', 'could not seed the demo account', error);
  }

  const info: ReadyInfo = {
    appUrl: app.url,
    mailboxUrl: sesServer.mailboxUrl,
    stateDir: options.stateDir,
    pid: process.pid,
    endpoints: { dynamodb: endpoints.dynamodb, sqs: endpoints.fauxqs, sns: endpoints.fauxqs, s3: endpoints.fauxqs, ses: endpoints.ses },
    fakes: Object.fromEntries([...fakes].map(([name, fake]) => [name, fake.url])),
    resources: {
      tableName: resources.tableName,
      queues: Object.fromEntries(
        Object.values(resources.queues).map((queue) => [queue.key, { url: queue.url, arn: queue.arn, deadLetterUrl: queue.deadLetterUrl }]),
      ),
      topicArns: resources.topicArns,
      bucketNames: resources.bucketNames,
    },
    leadFanout: leadFanoutOf(process.env[LEAD_FANOUT_ENV]),
  };
  printBanner(info, { startupSeconds: (Date.now() - started) / 1000, demoLogin, webProblem: web.problem });
}

function startQueueConsumers(resources: ProvisionedResources, sqs: SQSClient): void {
  for (const [key, definition] of Object.entries(queues) as Array<[QueueKey, QueueDefinition]>) {
    const consumer = definition.consumer;
    if (!consumer || !moduleExists('queue', definition.name, consumer)) continue;
    const queue = resources.queues[key];
    const poller = new QueuePoller({
      sqs,
      queue: { name: definition.name, url: queue.url, arn: queue.arn, batchSize: definition.batchSize },
      functionName: `dentlead-${definition.name}-consumer`,
      consumer: () => loadHandler(repoRoot, consumer),
      // SQS wants the visibility timeout to be at least six times the consumer's timeout.
      timeoutMs: Math.max(1, Math.floor(definition.visibilityTimeoutSeconds / 6)) * 1000,
    });
    poller.start();
    shutdown.add(`${definition.name} consumer`, () => poller.stop());
  }
}

function moduleExists(kind: string, name: string, modulePath: string): boolean {
  if (existsSync(join(repoRoot, modulePath))) return true;
  logError(kind, `${name}: ${modulePath} does not exist yet, not running it`);
  return false;
}

main().catch(async (error: unknown) => {
  logError('start', 'the local runtime could not start', error);
  await shutdown.run(1);
});

/** Starts every local fake the environment wants (infra/local/fakes/registry.ts), by its banner name. */
async function startFakes(): Promise<Map<string, StartedFake>> {
  const started = new Map<string, StartedFake>();
  for (const fake of localFakes) {
    const running = await fake.start(process.env);
    if (!running) continue;
    shutdown.add(fake.label, running.stop);
    started.set(fake.name, running);
  }
  return started;
}

/** Points the bot (the fake's) at this server's webhook with the scheduled job's own code. */
async function registerTelegramWebhook(): Promise<void> {
  const job = (await loadHandler(repoRoot, schedules.telegramWebhook.handler)) as unknown as () => Promise<WebhookRun>;
  const run = await job();
  if (!run.registered) throw new Error(`the Telegram webhook was not registered: ${run.reason}`);
}
