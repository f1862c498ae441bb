// Each MIS card's last sync in the integrations answer (misSync, per entry id): a DentalPRO sync that
// worked, then one that failed (what failed and what to do, the last success kept), then one that
// worked again; an IDENT push likewise, a refused push saying why. The runtime's own schedule may sync
// the DentalPRO clinic meanwhile (every 15 s): the checks hold whichever sync wrote last.
import { misSyncLines } from '../../shared/domain/mis-sync';
import type { MisSyncState } from '../../shared/schemas/integrations';
import { FakeIdent, sampleTimeTable } from '../../infra/local/fakes/ident/client';
import { testRuntime } from '../../infra/local/testing/runtime';
import { syncScheduledMis } from '../domain/mis/scheduled-sync';
import { api } from './api';
import { addIdentEntry } from './ident-support';
import { closeTestClients, putIntegrations } from './leads-support';
import { clinicWithDentalPro, failDentalPro, useMisInProcess } from './mis-support';

beforeAll(useMisInProcess);
afterAll(closeTestClients);

const misSyncOf = async (token: string) => {
  const answer = await api('GET', '/api/integration', { token });
  expect(answer.status).toBe(200);
  return answer.body as { misSync: Record<string, MisSyncState>; dentalPro: Array<{ _id: string }>; ident: Array<{ _id: string }> };
};

describe('the last sync of an MIS entry', () => {
  it('DentalPRO: the time of the last sync, a failure with what to do, cleared by the next success', async () => {
    const clinic = await clinicWithDentalPro();
    const before = await misSyncOf(clinic.token);
    const entryId = before.dentalPro[0]!._id;

    const started = new Date().toISOString();
    await syncScheduledMis(clinic.clinicId);
    const synced = (await misSyncOf(clinic.token)).misSync[entryId];
    expect(synced).toEqual({ syncedAt: expect.any(String), timeZone: expect.any(String) });
    expect(synced!.syncedAt! >= started).toBe(true);

    await failDentalPro(clinic, 'badAuth');
    await expect(syncScheduledMis(clinic.clinicId)).rejects.toThrow();
    const failed = (await misSyncOf(clinic.token)).misSync[entryId];
    expect(failed).toEqual({
      syncedAt: expect.any(String),
      failedAt: expect.any(String),
      error: expect.stringMatching(/^DentalPRO отказала в доступе \(«Неверный token или secret»\)\. Проверьте адрес, токен и секрет/),
      timeZone: synced!.timeZone,
    });
    expect(failed!.syncedAt! >= synced!.syncedAt!).toBe(true);
    expect(misSyncLines(failed).failure).toMatch(/^Синхронизация \d\d\.\d\d\.\d{4}, \d\d:\d\d не удалась: DentalPRO отказала в доступе/);
    // Every answer carries it, a save's too.
    const saved = await putIntegrations(clinic, { dentalPro: before.dentalPro });
    expect(saved.misSync[entryId]).toMatchObject({ error: failed!.error });

    await failDentalPro(clinic, 'none');
    const fixedAt = new Date().toISOString();
    await syncScheduledMis(clinic.clinicId);
    const again = (await misSyncOf(clinic.token)).misSync[entryId];
    expect(again!.syncedAt! >= fixedAt).toBe(true);
    // A failure a sync still running with the bad credentials records afterwards is older than this success.
    expect(misSyncLines(again).failure).toBeUndefined();
    expect(misSyncLines(again).last).toMatch(/^Последняя синхронизация: \d\d\.\d\d\.\d{4}, \d\d:\d\d$/);
  });

  it('IDENT: a push recorded on its entry, a refused push saying why', async () => {
    const clinic = await clinicWithDentalPro();
    const key = await addIdentEntry(clinic);
    const ident = new FakeIdent(`${testRuntime().appUrl}/api/ident`, key);
    expect((await ident.postTimeTable(sampleTimeTable('Europe/Moscow'))).status).toBe(200);
    const { misSync, ident: entries } = await misSyncOf(clinic.token);
    const entryId = entries[0]!._id;
    expect(misSync[entryId]).toEqual({ syncedAt: expect.any(String), timeZone: expect.any(String) });

    expect((await ident.postTimeTable({ Doctors: 'не список' } as never)).status).toBe(400);
    const refused = (await misSyncOf(clinic.token)).misSync[entryId];
    expect(refused!.error).toMatch(/^Неверное расписание: .*Проверьте настройки выгрузки расписания в IDENT$/s);
    expect(refused!.syncedAt).toBe(misSync[entryId]!.syncedAt);
  });
});
