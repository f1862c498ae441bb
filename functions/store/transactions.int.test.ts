// Named transactions against DynamoDB Local: a failed condition is reported by the item's name, with the item as
// it was (ReturnValuesOnConditionCheckFailure ALL_OLD), so the lead write tells a repeated idempotency key from a
// taken slot without a second read, and the version rule is one.
import { randomUUID } from 'node:crypto';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { sampleLead } from '../domain/leads/testing/delivery-store-contract';

useRuntimeInProcess();
const { dynamoDb, GetCommand, PutCommand } = await import('../clients/dynamodb');
const { config } = await import('../config');
const { ConditionsFailed, transact } = await import('./transactions');
const { createLead, DuplicateTicketError, SlotTakenError } = await import('./leads');
const { stillAtVersion, StaleWriteError, writeVersioned } = await import('./versioned-writes');
const { changeIntegrations } = await import('./integrations');
const { leadKeys } = await import('./keys');

const pk = `TRANSACT_TEST#${randomUUID()}`;
const TableName = config.tableName();
const put = (sk: string, item: Record<string, unknown> = {}) => dynamoDb.send(new PutCommand({ TableName, Item: { pk, sk, ...item } }));

/** The operations sent while `work` runs. */
async function callsOf(work: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  const stop = dynamoDb.observe((operation) => calls.push(operation));
  try {
    await work();
  } catch {
    // the failure is the caller's to check
  } finally {
    stop();
  }
  return calls;
}

it('names each item whose condition failed, with the item as it was, and writes nothing', async () => {
  await put('taken', { owner: 'other' });
  const failure = await transact({
    fresh: { Put: { TableName, Item: { pk, sk: 'fresh' }, ConditionExpression: 'attribute_not_exists(pk)' } },
    taken: { Put: { TableName, Item: { pk, sk: 'taken', owner: 'me' }, ConditionExpression: 'attribute_not_exists(pk)' } },
    missing: { ConditionCheck: { TableName, Key: { pk, sk: 'missing' }, ConditionExpression: 'attribute_exists(pk)' } },
    left: undefined,
  }).catch((error: unknown) => error);

  expect(failure).toBeInstanceOf(ConditionsFailed);
  const failed = failure as InstanceType<typeof ConditionsFailed>;
  expect([...failed.failed.keys()].sort()).toEqual(['missing', 'taken']);
  expect(failed.itemOf('taken')).toEqual({ pk, sk: 'taken', owner: 'other' });
  expect(failed.itemOf('missing')).toBeUndefined();
  expect(failed.has('fresh')).toBe(false);
  expect((await dynamoDb.send(new GetCommand({ TableName, Key: { pk, sk: 'fresh' }, ConsistentRead: true }))).Item).toBeUndefined();
});

describe('the lead write', () => {
  it('a repeated idempotency key answers the lead it made, read from the failed guard: no second read', async () => {
    const first = { ...sampleLead(`clinic-${randomUUID()}`), idempotencyKey: 'key-12345678', requestHash: 'hash-1' };
    await createLead(first);
    const again = { ...sampleLead(first.userId), idempotencyKey: first.idempotencyKey, requestHash: 'hash-2' };

    const failure = await createLead(again).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DuplicateTicketError);
    expect((failure as InstanceType<typeof DuplicateTicketError>).original).toEqual({
      userId: first.userId,
      createdAt: first.createdAt,
      id: first.id,
      requestHash: 'hash-1',
    });
    expect(await callsOf(() => createLead({ ...again, id: `${again.id.slice(0, -1)}0` }))).toEqual(['TransactWriteItems']);
  });

  it('a slot taken meanwhile is SlotTakenError, by the slot item’s name', async () => {
    const userId = `clinic-${randomUUID()}`;
    const slot = { doctorId: 'doctor-1', planStart: '2030-05-05T10:00', minutes: 30, covers: ['2030-05-05T10:00'] };
    await createLead({ ...sampleLead(userId), idempotencyKey: 'slot-key-0001' }, slot);
    await expect(createLead({ ...sampleLead(userId), idempotencyKey: 'slot-key-0002' }, slot)).rejects.toBeInstanceOf(SlotTakenError);
  });
});

describe('the version rule', () => {
  it('version 0 is an item never written or written before versions; any other is the stored one', async () => {
    await put('unversioned', { note: 'before versions' });
    await put('versioned', { version: 3 });
    const write = (sk: string, read: number) =>
      writeVersioned({ item: { Put: { TableName, Item: { pk, sk, version: read + 1 }, ...stillAtVersion(read) } } });

    await write('never-written', 0);
    await write('unversioned', 0);
    await write('versioned', 3);
    await expect(write('versioned', 3)).rejects.toBeInstanceOf(StaleWriteError);
    await expect(write('never-written', 0)).rejects.toBeInstanceOf(StaleWriteError);
  });

  it('the integrations saved before versions read as version 0 and save as 1 (the rule they used to break)', async () => {
    const userId = `clinic-${randomUUID()}`;
    await dynamoDb.send(
      new PutCommand({ TableName, Item: { ...leadKeys.integrations(userId), entity: 'integrations', integrations: { email: [] } } }),
    );
    const saved = await changeIntegrations(userId, (current) => current);
    expect(saved.version).toBe(1);
  });
});
