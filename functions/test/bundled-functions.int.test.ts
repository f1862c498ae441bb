// The functions as they ship: bundled with infra/bundling.ts (every AWS call over the signed fetch, sharp
// external and loaded only to resize) and run in a plain Node process against the emulators. The other
// integration tests run the handlers' sources through the local gateway; this one proves the bundles
// change nothing a patient would notice.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { build } from 'esbuild';
import { functionBundling } from '../../infra/bundling';
import { awsEnvironment } from '../../infra/local/environment';
import { buildApiEvent } from '../../infra/local/http/api-event';
import { resourceEnvironment } from '../../infra/local/provision';
import { testRuntime } from '../../infra/local/testing/runtime';
import sharp from 'sharp';
import { registerAccount } from './api';
import { pngBytes, uploadImage } from './clinic-fixtures';
import { allLeads, newClinic, ticketOf, waitFor } from './leads-support';

const run = promisify(execFile);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dentlead-bundles-'));
  // sharp, external as on Lambda, resolves from node_modules beside the bundle.
  symlinkSync(resolve(import.meta.dirname, '../../node_modules'), join(dir, 'node_modules'));
  // Imports the bundle, calls its handler once with the event on stdin, prints the result.
  writeFileSync(
    join(dir, 'invoke.mjs'),
    `const { handler } = await import(process.argv[2]);
let input = '';
for await (const chunk of process.stdin) input += chunk;
const context = { awsRequestId: 'bundle-test', functionName: 'bundle-test', getRemainingTimeInMillis: () => 10000 };
process.stdout.write(JSON.stringify(await handler(JSON.parse(input), context)));
`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(entry: string, name: string): Promise<string> {
  const outfile = join(dir, `${name}.mjs`);
  await build({
    ...functionBundling,
    banner: { js: functionBundling.banner },
    entryPoints: [entry],
    bundle: true,
    outfile,
    sourcemap: false,
    logLevel: 'silent',
  });
  return outfile;
}

function functionEnvironment(): NodeJS.ProcessEnv {
  const { endpoints, resources } = testRuntime();
  return {
    PATH: process.env.PATH,
    ...awsEnvironment({ dynamodb: endpoints.dynamodb, fauxqs: endpoints.sqs, ses: endpoints.ses }),
    ...resourceEnvironment(resources as Parameters<typeof resourceEnvironment>[0]),
    POWERTOOLS_LOG_LEVEL: 'WARN',
  };
}

async function invoke(bundlePath: string, event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const child = run(process.execPath, [join(dir, 'invoke.mjs'), bundlePath], { env: functionEnvironment() });
  child.child.stdin!.end(JSON.stringify(event));
  const { stdout } = await child;
  return JSON.parse(stdout) as APIGatewayProxyStructuredResultV2;
}

function eventOf(method: string, url: string, routeKey: string, body?: object): APIGatewayProxyEventV2 {
  return buildApiEvent({
    method,
    url,
    routeKey,
    headers: { host: 'localhost', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: Buffer.from(body ? JSON.stringify(body) : ''),
    sourceIp: '127.0.0.1',
    protocol: 'HTTP/1.1',
    pathParameters: {},
    requestId: `bundle-${Date.now()}`,
    receivedAt: new Date(),
  });
}

describe('bundled functions against the emulators', () => {
  it('GET /api/widget answers the clinic’s data from DynamoDB', async () => {
    const clinic = await newClinic();
    const widget = await bundle('functions/handlers/widget/data.ts', 'widget-data');
    const answer = await invoke(widget, eventOf('GET', `/api/widget?id=${clinic.clinicId}`, 'GET /api/widget'));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(String(answer.body))).toMatchObject({ doctors: [] });
  });

  it('POST /api/ticket stores the lead and announces it over SNS to the channel queues', async () => {
    const clinic = await newClinic();
    const ticket = await bundle('functions/handlers/tickets/create.ts', 'ticket-create');
    const answer = await invoke(
      ticket,
      eventOf('POST', '/api/ticket', 'POST /api/ticket', ticketOf(clinic.clinicId, { ClientFullName: 'Бандл Проверка' })),
    );
    expect(answer.statusCode).toBe(201);
    const { id } = JSON.parse(String(answer.body)) as { id: string };
    // A channel consumer writes its status once the announcement reached its queue.
    const lead = await waitFor('the lead announced to the amo queue', async () =>
      (await allLeads(clinic)).find((item) => item._id === id && item.statusSend.amo !== undefined),
    );
    expect(lead.ClientFullName).toBe('Бандл Проверка');
  });

  it('GET /api/img loads sharp when it first resizes, and makes the variant', async () => {
    const { token } = await registerAccount();
    const { name } = await uploadImage(token, 'logo', await pngBytes(400, 300), 'image/png');
    const image = await bundle('functions/handlers/images/get.ts', 'image-get');
    const answer = await invoke(image, eventOf('GET', `/api/img?name=${name}&size=250x250`, 'GET /api/img'));
    expect(answer.statusCode).toBe(200);
    const variant = Buffer.from(String(answer.body), answer.isBase64Encoded ? 'base64' : 'utf8');
    expect(await sharp(variant).metadata()).toMatchObject({ width: 250, height: 250, format: 'png' });
  });
});
