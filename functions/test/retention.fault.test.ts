// Issue 28 §2: the retention job killed midway (SIGKILL, as a Lambda timeout or crash ends it) resumes from its cursor
// and ends with every lead older than the clinic's period anonymised exactly once, and no younger lead touched; a run
// that spends its budget is followed by one that starts where it stopped, so every clinic is reached.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { testRuntime } from '../../infra/local/testing/runtime';
import { waitFor } from '../../infra/local/testing/wait-for';
import { storedLead } from './stored-lead';
import { useTestTable } from './table';

const { client, tableName } = useTestTable();
const OLD = 60;
const YOUNG = 5;
const PAGE = 25;
// The first run is stopped after this many leads, inside its second page: the first page's cursor is kept, the second's not.
const STOP_AFTER = 40;
// Each run's budget, and more clinics with leads sorted before this one than one run reaches: a run must resume with
// the clinic the last one stopped in, or the later clinics are never reached (as in a table of many clinics).
const PAGES_PER_RUN = 4;
const CLINICS_BEFORE = 6;

function leadItem(userId: string, createdAt: string, index: number) {
  const digits = String(index).padStart(4, '0');
  return storedLead(userId, createdAt, {
    ClientFullName: `Пациент ${index}`,
    ClientPhone: `+7 999 000-${digits.slice(0, 2)}-${digits.slice(2)}`,
    comment: 'жалоба',
    URL: 'https://clinic.example/?name=x',
    deviceType: 'Компьютер',
  });
}

async function leadsOf(userId: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :lead)',
        ExpressionAttributeValues: { ':pk': `TENANT#${userId}`, ':lead': 'TICKET#' },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

function startJob(stop: Record<string, string> = {}) {
  const runtime = testRuntime();
  return spawn(process.execPath, ['--import', 'tsx', 'functions/test/run-retention.ts'], {
    env: {
      ...process.env,
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: runtime.endpoints.dynamodb,
      TABLE_NAME: tableName,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      PAGES_PER_RUN: String(PAGES_PER_RUN),
      ...stop,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function registerClinic(userId: string): Promise<void> {
  await client.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `TENANT#${userId}`, sk: 'RETENTION' },
      UpdateExpression: 'SET gsi1pk = :r, gsi1sk = :u',
      ExpressionAttributeValues: { ':r': 'RETENTION', ':u': userId },
    }),
  );
}

/** Resolves when the process writes `line` on its stdout. */
function said(job: ReturnType<typeof spawn>, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = '';
    job.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.split('\n').includes(line)) resolve();
    });
    job.on('exit', (code) => reject(new Error(`the job ended (${code}) before saying '${line}'`)));
  });
}

const exited = (job: ReturnType<typeof spawn>) => new Promise<number | null>((resolve) => job.on('exit', (code) => resolve(code)));

it('a killed run resumes: every old lead anonymised exactly once, no young lead touched', async () => {
  const run = randomUUID();
  const userId = `retention-${run}-z`;
  const oldTime = Date.now() - 4 * 365 * 24 * 3600_000;
  const items = [
    ...Array.from({ length: OLD }, (_, index) => leadItem(userId, new Date(oldTime + index * 1000).toISOString(), index)),
    ...Array.from({ length: YOUNG }, (_, index) => leadItem(userId, new Date(Date.now() - index * 1000).toISOString(), OLD + index)),
  ];
  for (let start = 0; start < items.length; start += 25) {
    await client.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) } }),
    );
  }
  const registered = [...Array.from({ length: CLINICS_BEFORE }, (_, index) => `retention-${run}-${index}`), userId];
  for (const clinic of registered) await registerClinic(clinic);

  const first = startJob({ STOP_CLINIC: userId, STOP_AFTER: String(STOP_AFTER) });
  const firstExit = exited(first);
  await said(first, 'stopped');
  first.kill('SIGKILL');
  await firstExit;
  const erasedAtKill = (await leadsOf(userId)).filter((lead) => lead.erasedAt);
  expect(erasedAtKill).toHaveLength(STOP_AFTER);
  const killedAt = new Map(erasedAtKill.map((lead) => [lead.id, lead.erasedAt]));

  for (let run = 0; run < 2; run++) {
    const job = startJob();
    expect(await exited(job)).toBe(0);
  }

  const leads = await leadsOf(userId);
  const old = leads.filter((lead) => Date.parse(lead.createdAt as string) < Date.now() - 3 * 365 * 24 * 3600_000);
  const young = leads.filter((lead) => !old.includes(lead));
  expect(old.length).toBe(OLD);
  expect(young.length).toBe(YOUNG);
  for (const lead of old) {
    expect(lead).toMatchObject({ ClientFullName: '', ClientPhone: '', URL: 'https://clinic.example/', erasedAt: expect.any(String) });
    expect(lead.comment).toBeUndefined();
  }
  // Exactly once: a lead anonymised before the kill kept its time through both later runs.
  for (const [id, at] of killedAt) expect(old.find((lead) => lead.id === id)?.erasedAt).toBe(at);
  for (const lead of young) {
    expect(lead.comment).toBe('жалоба');
    expect(lead.erasedAt).toBeUndefined();
  }
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :erasure)',
      ExpressionAttributeValues: { ':pk': `TENANT#${userId}`, ':erasure': 'ERASURE#' },
      ConsistentRead: true,
    }),
  );
  // Each lead is counted by the page that anonymised it; the killed page wrote no entry, and its leads anonymised before
  // the kill were not counted again by the resumed run (their update's condition failed).
  // The first page: PAGE; the killed second page's rest (2 × PAGE − STOP_AFTER); the third (OLD − 2 × PAGE).
  expect(Items.map((item) => item.leads)).toEqual([PAGE, 2 * PAGE - STOP_AFTER, OLD - 2 * PAGE]);
});
