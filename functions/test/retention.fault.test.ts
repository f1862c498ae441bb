// Issue 28 §2: the retention job killed midway (SIGKILL, as a Lambda timeout or crash ends it) resumes from its cursor
// and ends with every lead older than the clinic's period anonymised exactly once, and no younger lead touched.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { testRuntime } from '../../infra/local/testing/runtime';
import { waitFor } from '../../infra/local/testing/wait-for';
import { useTestTable } from './table';

const { client, tableName } = useTestTable();
const OLD = 300;
const YOUNG = 5;

function leadItem(userId: string, createdAt: string, index: number) {
  const id = `${Date.parse(createdAt)}-${index.toString(16).padStart(12, '0')}`;
  return {
    pk: `TENANT#${userId}`,
    sk: `TICKET#${createdAt}#${id}`,
    entity: 'lead',
    userId,
    id,
    createdAt,
    kind: 'booking',
    action: 'Заявка',
    ClientFullName: `Пациент ${index}`,
    ClientPhone: `+7 999 000-${String(index).padStart(4, '0').slice(0, 2)}-${String(index).padStart(4, '0').slice(2)}`,
    comment: 'жалоба',
    URL: 'https://clinic.example/?name=x',
    Utm: '',
    deviceType: 'Компьютер',
    clinicName: 'Клиника',
    timezone: 'Europe/Moscow',
  };
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

function startJob() {
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
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const exited = (job: ReturnType<typeof spawn>) => new Promise<number | null>((resolve) => job.on('exit', (code) => resolve(code)));

it('a killed run resumes: every old lead anonymised exactly once, no young lead touched', async () => {
  const userId = `retention-${randomUUID()}`;
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
  await client.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `TENANT#${userId}`, sk: 'RETENTION' },
      UpdateExpression: 'SET gsi1pk = :r, gsi1sk = :u',
      ExpressionAttributeValues: { ':r': 'RETENTION', ':u': userId },
    }),
  );

  const first = startJob();
  const firstExit = exited(first);
  const erasedAtKill = await waitFor(
    'the first run anonymised some leads',
    async () => {
      const erased = (await leadsOf(userId)).filter((lead) => lead.erasedAt);
      return erased.length > 0 ? erased : undefined;
    },
    { timeoutMs: 60_000 },
  );
  first.kill('SIGKILL');
  await firstExit;
  const killedAt = new Map(erasedAtKill.map((lead) => [lead.id, lead.erasedAt]));
  const afterKill = (await leadsOf(userId)).filter((lead) => lead.erasedAt);
  expect(afterKill.length).toBeLessThan(OLD);

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
  for (const lead of young) expect(lead).toMatchObject({ comment: 'жалоба', erasedAt: undefined });
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :erasure)',
      ExpressionAttributeValues: { ':pk': `TENANT#${userId}`, ':erasure': 'ERASURE#' },
      ConsistentRead: true,
    }),
  );
  // Every anonymised lead is counted by the run that did it, but a page killed before its entry is not: at most OLD.
  expect(Items.reduce((sum, item) => sum + (item.leads as number), 0)).toBeLessThanOrEqual(OLD);
});
