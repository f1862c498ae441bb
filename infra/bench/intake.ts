// Bench section of the lead intake (printed, not asserted): POST /api/ticket against a fresh local runtime
// beside the emulator floor, both driven the same way (keep-alive fetch, 16 in flight, a fixed number
// after a warm-up), in the same run: requests/s and p50/p99 latency, errors if any, and intake/floor.
// The floor (issue 25 §5) is the round trips one request ('Заявка') makes, sent straight to the same
// emulators with no product code: the Query of the clinic's booking context, the caller's address and
// phone allowances side by side and then the clinic's (conditional counter updates), the transaction of
// the guard and the lead, and the publish to a topic with as many queue subscriptions as the lead topic, each with
// the same filter policy, the message naming the same channels as the lead's (nobody consumes them: the channel
// consumers are product work). The bench clinic has one confirmed lead address, the common setup, so each lead
// reaches the mail queue and is mailed while the bench runs. Each body is built once per request from a template;
// the emulators accept any signature, so the headers are signed once.
// A bare node:http echo shows the machine's HTTP floor. Runs in a child process of its own;
// `npx tsx infra/bench/intake.ts` runs it alone.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TicketInput } from '../../shared/schemas/ticket';
import type { ReadyInfo } from '../local/banner';
import globalSetup from '../local/testing/global-setup';
import globalTeardown from '../local/testing/global-teardown';
import { TEST_RUNTIME_ENV } from '../local/testing/global-setup';
import { RUNTIME_FILE_ENV } from '../local/testing/runtime-process';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { leadFanoutChannels } from '../../shared/domain/lead-fanout';
import { LEAD_CHANNEL_NAMED, leadChannelAttribute, topics } from '../../functions/resources';
import { openConfirmationLink } from '../local/seed-integrations';
import { LOCAL_REGION } from '../local/environment';
import { signedHeaders, signerFor } from '../../functions/clients/aws-fetch';

const root = resolve(import.meta.dirname, '../..');
const CONCURRENCY = 16;
const REQUESTS = 480;
const WARM_UP = 32;

export async function benchIntake(): Promise<void> {
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit' });
}

interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  failures: Map<string, number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `total` requests, `CONCURRENCY` at a time; each answer that is not 2xx counts as a failure by status (or error). */
async function load(total: number, send: (index: number) => Promise<Response>): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const started = performance.now();
      try {
        const response = await send(index);
        await response.arrayBuffer();
        if (!response.ok) failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
      } catch (error) {
        const reason = (error as Error).cause ? String((error as Error & { cause: Error }).cause.message) : (error as Error).message;
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond: total / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures };
}

function print(name: string, result: LoadResult): void {
  const failed = [...result.failures].map(([reason, count]) => `${count}× ${reason}`).join(', ');
  console.log(
    `${name.padEnd(34)} ${result.perSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1).padStart(7)} ms   p99 ${result.p99.toFixed(1).padStart(7)} ms${failed ? `   failed: ${failed}` : ''}`,
  );
}

function startEcho(): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: randomUUID(), length: Buffer.concat(chunks).length }));
    });
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

let patients = 0;
/** A patient of their own each time (the phone's daily allowance would otherwise refuse the bench's flood). */
function phoneOfNextPatient(): string {
  const digits = String(1_000_000 + (patients++ % 9_000_000)).padStart(7, '0');
  return `+7 916 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`;
}

function ticketOf(clinicKey: string): TicketInput {
  return {
    clinicId: clinicKey,
    action: 'Заявка',
    ClientFullName: 'Бенчмарк',
    ClientPhone: phoneOfNextPatient(),
    comment: 'Перезвоните, пожалуйста',
    URL: 'https://clinic.example/',
    Utm: '',
    deviceType: 'Компьютер',
    idempotencyKey: randomUUID(),
  };
}

async function run(): Promise<void> {
  // One loopback caller sends every lead: its allowances (the same three counter updates) are scaled so
  // that the bench measures intake, not the refusals a real flood from one address would get.
  TEST_RUNTIME_ENV.RATE_LIMIT_SCALE = '10000';
  console.log(
    `\nLead intake (POST /api/ticket, 'Заявка'), ${CONCURRENCY} in flight, ${REQUESTS} requests after ${WARM_UP} warm-up, beside a bare HTTP echo`,
  );
  const echo = await startEcho();
  await globalSetup({ rootDir: root });
  try {
    const info = JSON.parse(readFileSync(process.env[RUNTIME_FILE_ENV]!, 'utf8')) as ReadyInfo;
    const { createWidgetClinic, METRIC_COUNTER } = await import('../../web/test/widget-site');
    const clinic = await createWidgetClinic(info.appUrl, info.mailboxUrl);
    await addLeadAddress(info, clinic.token, METRIC_COUNTER);
    const echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/api/ticket`;
    const post = (url: string) => () =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ticketOf(clinic.clinicKey)) });
    const ticketUrl = new URL('/api/ticket', info.appUrl).toString();
    await load(WARM_UP, post(echoUrl));
    print('bare node:http echo', await load(REQUESTS, post(echoUrl)));
    // The floor's template: one lead as the product stores it.
    const first = await post(ticketUrl)();
    if (first.status !== 201) throw new Error(`POST /api/ticket answered ${first.status}: ${await first.text()}`);
    const floor = await emulatorFloor(info, clinic.clinicKey);
    await load(WARM_UP, floor);
    const floorResult = await load(REQUESTS, floor);
    print('emulator floor (same round trips)', floorResult);
    await load(WARM_UP, post(ticketUrl));
    const intake = await load(REQUESTS, post(ticketUrl));
    print('local intake (POST /api/ticket)', intake);
    console.log(`intake / emulator floor: ${(intake.perSecond / floorResult.perSecond).toFixed(2)} (target >= 0.8)`);
  } finally {
    echo.close();
    await globalTeardown();
  }
}

/** One confirmed lead address (the integrations of createWidgetClinic are at version 1: its Metrica counter). */
async function addLeadAddress(info: ReadyInfo, token: string, metricCounter: number): Promise<void> {
  const address = `bench-${Date.now()}@clinic.test`;
  const saved = await fetch(new URL('/api/integration', info.appUrl), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ version: 1, metric: [{ id: String(metricCounter) }], email: [{ text: address }] }),
  });
  if (saved.status !== 200) throw new Error(`PUT /api/integration answered ${saved.status}: ${await saved.text()}`);
  const confirmed = await openConfirmationLink(info.mailboxUrl, address, info.appUrl);
  if (confirmed.status !== 200) throw new Error(`confirming ${address}: ${confirmed.status}`);
}

/** One request's round trips to the emulators, as a `send` for load(): answers the publish's response. */
async function emulatorFloor(info: ReadyInfo, clinicKey: string): Promise<(index: number) => Promise<Response>> {
  const headersFor = async (service: string, url: URL, extra: Record<string, string>) => {
    const { host: _host, ...headers } = await signedHeaders(
      signerFor(service, LOCAL_REGION, { accessKeyId: 'local', secretAccessKey: 'local' }),
      {
        method: 'POST',
        url,
        headers: extra,
        body: '',
      },
    );
    return headers;
  };
  const dynamoUrl = new URL(info.endpoints.dynamodb);
  const snsUrl = new URL(info.endpoints.sns);
  const TableName = info.resources.tableName;
  const dynamoHeaders = Object.fromEntries(
    await Promise.all(
      ['Query', 'UpdateItem', 'TransactWriteItems'].map(
        async (operation) =>
          [
            operation,
            await headersFor('dynamodb', dynamoUrl, {
              'content-type': 'application/x-amz-json-1.0',
              'x-amz-target': `DynamoDB_20120810.${operation}`,
            }),
          ] as const,
      ),
    ),
  );
  const dynamo = async (operation: string, body: object) => {
    const response = await fetch(dynamoUrl, { method: 'POST', headers: dynamoHeaders[operation], body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${operation}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const topicArn = await floorTopic(info);
  // The channels the lead names, as message attributes (functions/messaging/lead-fanout.ts).
  const snsHeaders = await headersFor('sns', snsUrl, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' });
  const pk = { S: `TENANT#${clinicKey}` };
  // The lead as the product stores it: the newest one the warm-up made, under keys of its own each time.
  const [lead] = (
    (await dynamo('Query', {
      TableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ticket)',
      ExpressionAttributeValues: { ':pk': pk, ':ticket': { S: 'TICKET#' } },
      ScanIndexForward: false,
      Limit: 1,
    })) as { Items: Array<Record<string, unknown>> }
  ).Items;
  if (!lead) throw new Error('the floor needs a lead of the warm-up as its template');
  const channels = leadFanoutChannels((unmarshall(lead as never) as { statusSend?: never }).statusSend);
  const attributes = Object.fromEntries(
    channels.flatMap((channel, index) => [
      [`MessageAttributes.entry.${index + 1}.Name`, leadChannelAttribute(channel)],
      [`MessageAttributes.entry.${index + 1}.Value.DataType`, 'String'],
      [`MessageAttributes.entry.${index + 1}.Value.StringValue`, LEAD_CHANNEL_NAMED],
    ]),
  );
  const counter = (scope: string) => {
    const window = Math.floor(Date.now() / 60_000) * 60_000;
    return dynamo('UpdateItem', {
      TableName,
      Key: { pk: { S: `LIMIT#${scope}` }, sk: { S: String(window) } },
      UpdateExpression: 'ADD uses :one SET expiresAt = if_not_exists(expiresAt, :expires)',
      ConditionExpression: 'attribute_not_exists(uses) OR uses < :limit',
      ExpressionAttributeValues: { ':one': { N: '1' }, ':limit': { N: '1000000' }, ':expires': { N: String(window / 1000 + 3660) } },
      ReturnValues: 'UPDATED_NEW',
    });
  };
  return async (index) => {
    const key = randomUUID();
    await dynamo('Query', {
      TableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': { S: 'W!' }, ':to': { S: 'W$' } },
    });
    await Promise.all([counter(`floor#${clinicKey}#ip#${index % 64}`), counter(`floor#${clinicKey}#phone#${key}`)]);
    await counter(`floor#${clinicKey}`);
    const sk = `TICKET#${new Date().toISOString()}#${key}`;
    await dynamo('TransactWriteItems', {
      TransactItems: [
        {
          Put: {
            TableName,
            Item: { pk, sk: { S: `TICKET_KEY#${key}` }, leadSk: { S: sk } },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName, Item: { ...lead, sk: { S: sk } }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    });
    const message = JSON.stringify({ userId: clinicKey, createdAt: new Date().toISOString(), id: key });
    return fetch(snsUrl, {
      method: 'POST',
      headers: snsHeaders,
      body: new URLSearchParams({
        Action: 'Publish',
        Version: '2010-03-31',
        TopicArn: topicArn,
        Message: message,
        ...attributes,
      }).toString(),
    });
  };
}

/** A topic with as many queue subscriptions (raw delivery, the same filter policies) as the lead topic, for the floor's publish. */
async function floorTopic(info: ReadyInfo): Promise<string> {
  const { createAwsClients } = await import('../local/aws-clients');
  const { CreateTopicCommand, SubscribeCommand } = await import('@aws-sdk/client-sns');
  const { CreateQueueCommand, GetQueueAttributesCommand } = await import('@aws-sdk/client-sqs');
  const clients = createAwsClients({ dynamodb: info.endpoints.dynamodb, fauxqs: info.endpoints.sqs, ses: info.endpoints.ses });
  try {
    const { TopicArn } = await clients.sns.send(new CreateTopicCommand({ Name: 'bench-floor' }));
    for (const [index, queue] of topics.lead.subscribers.entries()) {
      const { QueueUrl } = await clients.sqs.send(new CreateQueueCommand({ QueueName: `bench-floor-${index}` }));
      const { Attributes } = await clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }));
      const filterPolicy = topics.lead.filterPolicies[queue];
      await clients.sns.send(
        new SubscribeCommand({
          TopicArn,
          Protocol: 'sqs',
          Endpoint: Attributes!.QueueArn!,
          Attributes: { RawMessageDelivery: 'true', ...(filterPolicy ? { FilterPolicy: JSON.stringify(filterPolicy) } : {}) },
        }),
      );
    }
    return TopicArn!;
  } finally {
    clients.destroy();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await run();
