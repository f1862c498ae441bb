// Secrets typed into an integration go to the server and never come back to the browser, and go away with
// their entry.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SECRET_MASK } from '../../shared/domain/integration-secrets';
import { connectAmo, uniqueSubdomain } from './amo-support';
import { api, registerAccount } from './api';
import { connectGoogle } from './google-support';
import { closeTestClients, newClinic, putIntegrations, type TestClinic } from './leads-support';
import { useTestTable } from './table';

afterAll(closeTestClients);

describe('integration secrets', () => {
  it('are masked in every answer and survive a save that sends the mask back', async () => {
    const { token } = await registerAccount();
    const saved = await api('PUT', '/api/integration', {
      token,
      body: { version: 0, dentalPro: [{ name: 'Филиал', token: 'tok-secret-1', secret: 'sec-secret-2' }] },
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toMatch(/tok-secret-1|sec-secret-2/);
    const entry = saved.body.dentalPro[0];
    expect(entry).toMatchObject({ token: SECRET_MASK, secret: SECRET_MASK, active: true });

    const renamed = await api('PUT', '/api/integration', {
      token,
      body: { version: saved.body.version, dentalPro: [{ ...entry, name: 'Филиал на Ленина' }] },
    });
    expect(renamed.body.dentalPro[0]).toMatchObject({ name: 'Филиал на Ленина', token: SECRET_MASK, secret: SECRET_MASK, active: true });

    const read = await api('GET', '/api/integration', { token });
    expect(JSON.stringify(read.body)).not.toMatch(/tok-secret-1|sec-secret-2/);
  });

  it("mask MacDent's key (it opens the clinic's MacDent) and keep it through a rename", async () => {
    const { token } = await registerAccount();
    const key = `488:key-secret-${Date.now()}`;
    const saved = await api('PUT', '/api/integration', { token, body: { version: 0, macDent: [{ name: 'Филиал', id: key }] } });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(key);
    expect(saved.body.macDent[0]).toMatchObject({ id: SECRET_MASK, active: true });
    const renamed = await api('PUT', '/api/integration', {
      token,
      body: { version: saved.body.version, macDent: [{ ...saved.body.macDent[0], name: 'Филиал на Ленина' }] },
    });
    expect(renamed.body.macDent[0]).toMatchObject({ name: 'Филиал на Ленина', id: SECRET_MASK, active: true });
    expect(JSON.stringify((await api('GET', '/api/integration', { token })).body)).not.toContain(key);
  });
});

// Tokens live in their own items (AMO_TOKENS#, GOOGLE_GRANT#, the amo account's AMO_RATE# bucket): an
// entry removed by DELETE or by a save that leaves it out takes them with it.
describe('secret items of a removed amoCRM or Google entry', () => {
  const { client, tableName } = useTestTable();
  const skOfClinic = async (clinic: TestClinic, prefix: string) => {
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `TENANT#${clinic.clinicId}`, ':prefix': prefix },
        ConsistentRead: true,
      }),
    );
    return Items.map((item) => item.sk as string).sort();
  };
  const bucketOf = async (host: string) =>
    (await client.send(new GetCommand({ TableName: tableName, Key: { pk: `AMO_RATE#${host}`, sk: 'BUCKET' }, ConsistentRead: true }))).Item;

  it('are deleted with the entry; an amo account another entry still calls keeps its bucket', async () => {
    const clinic = await newClinic();
    const subdomain = uniqueSubdomain();
    const first = await connectAmo(clinic, subdomain);
    const second = await connectAmo(clinic, subdomain);
    const google = await connectGoogle(clinic, `secrets-${Date.now()}@gmail.com`);
    expect(await skOfClinic(clinic, 'AMO_TOKENS#')).toEqual([`AMO_TOKENS#${first.id}`, `AMO_TOKENS#${second.id}`].sort());
    expect(await skOfClinic(clinic, 'GOOGLE_GRANT#')).toEqual([`GOOGLE_GRANT#${google._id}`]);
    expect(await bucketOf(first.host)).toBeDefined();

    const removeAmo = (id: string) => api('DELETE', `/api/integration?integration=amoCrm&id=${id}`, { token: clinic.token });
    expect((await removeAmo(first.id)).status).toBe(200);
    expect(await skOfClinic(clinic, 'AMO_TOKENS#')).toEqual([`AMO_TOKENS#${second.id}`]);
    expect(await bucketOf(first.host)).toBeDefined();

    expect((await removeAmo(second.id)).status).toBe(200);
    expect(await skOfClinic(clinic, 'AMO_TOKENS#')).toEqual([]);
    expect(await bucketOf(first.host)).toBeUndefined();
    expect(await skOfClinic(clinic, 'GOOGLE_GRANT#')).toEqual([`GOOGLE_GRANT#${google._id}`]);

    // A cabinet save that leaves the Google entry out removes it, and its grant with it.
    const saved = await putIntegrations(clinic, { google: [] });
    expect(saved.google).toEqual([]);
    expect(await skOfClinic(clinic, 'GOOGLE_GRANT#')).toEqual([]);
  }, 60_000);
});
