// Issue 28 §2: leads stored before the PATIENT# index get their index items a bounded number per call, from the
// clinic's cursor: a clinic's first look-ups index them in parts, each lead once (its key and item in one
// transaction), a lead erased meanwhile not at all, and a lead written since (with its own item) untouched.
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { storedLead } from './stored-lead';
import { useTestTable } from './table';

useRuntimeInProcess();
const { client, tableName } = useTestTable();
const { backfillPatientIndex } = await import('../domain/patient-data/index-backfill');

async function partition(userId: string, prefix: string) {
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `TENANT#${userId}`, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return Items;
}

it('indexes the older leads in bounded calls, each once, and skips erased and already indexed leads', async () => {
  const userId = `backfill-${randomUUID()}`;
  const start = Date.now() - 500 * 24 * 3600_000;
  const phone = (index: number) => `8 (916) 000-${String(index).padStart(2, '0')}-00`;
  const old = Array.from({ length: 7 }, (_, index) =>
    storedLead(userId, new Date(start + index * 60_000).toISOString(), { ClientFullName: `Пациент ${index}`, ClientPhone: phone(index) }),
  );
  const erased = storedLead(userId, new Date(start + 10 * 60_000).toISOString(), { ClientPhone: '', erasedAt: new Date().toISOString() });
  const indexed = storedLead(userId, new Date().toISOString(), { ClientPhone: '+7 916 111-22-33', patientKey: '+79161112233' });
  for (const Item of [...old, erased, indexed]) await client.send(new PutCommand({ TableName: tableName, Item }));

  // Three leads a call: 9 leads take four calls (the fourth finds the end).
  const calls: boolean[] = [];
  for (let call = 0; call < 6 && !calls.at(-1); call++) calls.push(await backfillPatientIndex(userId, 3));
  expect(calls).toEqual([false, false, false, true]);
  expect(await backfillPatientIndex(userId, 3)).toBe(true);

  const index = await partition(userId, 'PATIENT#');
  expect(index.map((item) => item.sk).sort()).toEqual(
    old.map((lead, i) => `PATIENT#+7916000${String(i).padStart(2, '0')}00#${lead.id}`).sort(),
  );
  expect(index.map((item) => item.leadSk).sort()).toEqual(old.map((lead) => lead.sk).sort());
  const leads = await partition(userId, 'TICKET#');
  for (const lead of leads.filter((item) => old.some((o) => o.id === item.id))) expect(lead.patientKey).toMatch(/^\+7916000\d{4}$/);
  expect(leads.find((lead) => lead.id === erased.id)?.patientKey).toBeUndefined();
  expect(leads.find((lead) => lead.id === indexed.id)?.patientKey).toBe('+79161112233');
});
