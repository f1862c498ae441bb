// The DynamoDB DeliveryStore against DynamoDB Local: the contract the in-memory one also keeps
// (functions/domain/leads/testing/delivery-store-contract.ts), and the lead's steps that the three replaced
// progress stores left (AMO_LEAD#, GOOGLE_ROW#, MIS_LEAD#) still honoured, so a lead mid-delivery at the deploy
// is never delivered twice after it.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';
import { deliveryStoreContract, sampleLead } from '../domain/leads/testing/delivery-store-contract';
import { useTestTable } from './table';

useRuntimeInProcess();
const table = useTestTable();
const { leadDeliveryStore } = await import('../domain/leads/delivery-store');
const { createLead } = await import('../store/leads');
const { remoteSteps } = await import('../store/remote-steps');

deliveryStoreContract('DynamoDB', async () => ({
  store: leadDeliveryStore,
  newLead: async (statusSend) => {
    const lead = sampleLead(`steps-${randomUUID()}`, statusSend);
    await createLead(lead);
    return lead;
  },
}));

describe('the steps the replaced progress stores kept', () => {
  const MINUTE = 60_000;
  const userId = `legacy-${randomUUID()}`;
  let leads = 0;
  const leadId = () => `${Date.now()}-${(0xb00000000000 + ++leads).toString(16)}`;
  const putOld = (sk: string, item: Record<string, unknown>) =>
    table.client.send(new PutCommand({ TableName: table.tableName, Item: { pk: `TENANT#${userId}`, sk, ...item } }));
  const claim = (key: Parameters<typeof remoteSteps.claim>[0], step: string, now = Date.now()) =>
    remoteSteps.claim(key, step, now, now + MINUTE);

  it('amoCRM: a deal made and noted is done; a complex call that went out may have made one', async () => {
    const [made, asked] = [leadId(), leadId()];
    await putOld(`AMO_LEAD#${made}#entry-1`, {
      entity: 'amoProgress',
      requestedAt: '2026-01-01T10:00:00Z',
      amoLeadId: 7731,
      notedAt: '2026-01-01T10:00:01Z',
    });
    await putOld(`AMO_LEAD#${asked}#entry-1`, { entity: 'amoProgress', requestedAt: '2026-01-01T10:00:00Z' });
    const key = (lead: string) => ({ userId, leadId: lead, channel: 'amo', destination: 'entry-1' });

    expect(await remoteSteps.done(key(made))).toEqual({ deal: '7731', note: '2026-01-01T10:00:01Z' });
    expect(await claim(key(made), 'deal')).toEqual({ kind: 'done', result: '7731' });
    // Carried over with the first claim: the note is done in the new item too.
    expect(await claim(key(made), 'note')).toEqual({ kind: 'done', result: '2026-01-01T10:00:01Z' });
    expect(await claim(key(asked), 'deal')).toMatchObject({ kind: 'claimed', maybeDone: true });
  });

  it('Google: an appended row is done; one being appended is another consumer’s until its lease ends, then maybe there', async () => {
    const [appended, holding, lapsed] = [leadId(), leadId(), leadId()];
    await putOld(`GOOGLE_ROW#${appended}#sheet`, { state: 'appended', updatedRange: "'Заявки'!A7:P7" });
    await putOld(`GOOGLE_ROW#${holding}#sheet`, { state: 'appending', leaseUntil: Date.now() + MINUTE, claimToken: 'old' });
    await putOld(`GOOGLE_ROW#${lapsed}#sheet`, { state: 'appending', leaseUntil: 0, claimToken: 'old' });
    const key = (lead: string) => ({ userId, leadId: lead, channel: 'google', destination: 'sheet' });

    expect(await claim(key(appended), 'row')).toEqual({ kind: 'done', result: "'Заявки'!A7:P7" });
    expect(await claim(key(holding), 'row')).toEqual({ kind: 'busy' });
    expect(await claim(key(lapsed), 'row')).toMatchObject({ kind: 'claimed', maybeDone: true });
  });

  it('MIS: the patient card made is reused; an appointment whose create went out is looked up first', async () => {
    const lead = leadId();
    await putOld(`MIS_LEAD#${lead}#entry-9`, { entity: 'misProgress', patientId: 'p-15', requestedAt: '2026-01-01T10:00:00Z' });
    const key = { userId, leadId: lead, channel: 'mis', destination: 'entry-9' };
    expect(await claim(key, 'patient')).toEqual({ kind: 'done', result: 'p-15' });
    expect(await claim(key, 'appointment')).toMatchObject({ kind: 'claimed', maybeDone: true });
  });

  it('a lead with nothing stored starts afresh, and another channel has no old store to read', async () => {
    expect(await claim({ userId, leadId: leadId(), channel: 'amo', destination: 'entry-1' }, 'deal')).toMatchObject({
      kind: 'claimed',
      maybeDone: false,
    });
    expect(await remoteSteps.done({ userId, leadId: leadId(), channel: 'telegramm', destination: '-100' })).toEqual({});
  });
});
