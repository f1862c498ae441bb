// A lead that was stored but never announced (the function died between the two) is found by the
// scheduled sweeper (every 5 s in the test runtime, SCHEDULE_SPEED=60) once older than its grace
// period, announced, and delivered like any other.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { testRuntime } from '../../infra/local/testing/runtime';
import { keys, leadKeys } from '../store/keys';
import { addProvenDestinations, allLeads, closeTestClients, fakeMessages, newClinic, uniqueGroupId, waitFor } from './leads-support';

let client: DynamoDBDocumentClient | undefined;
afterAll(() => {
  client?.destroy();
  closeTestClients();
});

it('announces a lead stored three minutes ago and never announced, even one without statuses', async () => {
  const clinic = await newClinic();
  const group = uniqueGroupId();
  await addProvenDestinations(clinic, { telegram: [{ id: group, name: 'Группа' }] });
  const runtime = testRuntime();
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: runtime.endpoints.dynamodb,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const createdAt = new Date(Date.now() - 3 * 60_000).toISOString();
  const id = `${Date.parse(createdAt)}-${'a1b2c3d4e5f6'}`;
  await client.send(
    new PutCommand({
      TableName: runtime.resources.tableName,
      Item: {
        ...leadKeys.lead(clinic.clinicId, createdAt, id),
        ...keys.outbox(leadKeys.outboxName, createdAt),
        entity: 'lead',
        userId: clinic.clinicId,
        id,
        createdAt,
        kind: 'booking',
        action: 'Заявка',
        ClientFullName: 'Забытая заявка',
        ClientPhone: '+7 999 000-00-00',
        URL: '',
        Utm: '',
        deviceType: 'не определено',
        clinicName: 'Клиника',
        timezone: 'Europe/Moscow',
      },
    }),
  );

  const [lead] = await waitFor(
    'the sweeper to announce and the lead to be delivered',
    async () => {
      const leads = await allLeads(clinic);
      return leads[0]?.statusSend.telegramm?.[group] === 'ok' && leads;
    },
    { timeoutMs: 45_000, everyMs: 500 },
  );
  expect(lead).toMatchObject({ _id: id, ClientFullName: 'Забытая заявка' });
  expect((await fakeMessages(group)).filter((message) => message.text.includes('Забытая заявка'))).toHaveLength(1);
});
