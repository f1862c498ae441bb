// IDENT keys are the server's (issue 21 §2): a key made for an entry saved without one is claimed in the
// save's own transaction, so another clinic that learns it cannot take it (nor the first clinic's IDENT
// exchange); a key a client picks is refused; the key the IDENT dialog shows is the same each time it
// opens, and the entry saved with it keeps it.
import { FakeIdent, sampleTimeTable } from '../../infra/local/fakes/ident/client';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api } from './api';
import { issuedIdentKey } from './ident-support';
import { newClinic, putIntegrations } from './leads-support';
import { doctorsOf } from './mis-support';

const ident = (key: string) => new FakeIdent(`${testRuntime().appUrl}/api/ident`, key);
const farWindow = { dateTimeFrom: '2020-01-01T00:00:00+03:00', dateTimeTo: '2200-01-01T23:59:59+03:00' };

async function putAs(token: string, ident: Array<{ id?: string; name: string }>) {
  const version = (await api('GET', '/api/integration', { token })).body.version;
  return api('PUT', '/api/integration', { token, body: { version, ident } });
}

describe('IDENT keys', () => {
  it('claims the key made for an entry saved without one: another clinic cannot save it, the owner keeps its exchange', async () => {
    const owner = await newClinic();
    const saved = await putIntegrations(owner, { ident: [{ name: 'Филиал на Ленина' }] });
    const key = saved.ident[0].id as string;
    expect(key).toMatch(/^[a-z0-9!_#(){}*.]{25}$/);

    const thief = await newClinic();
    const taken = await putAs(thief.token, [{ id: key, name: 'Чужой' }]);
    expect(taken.status).toBe(400);
    expect(taken.body.error).toMatchObject({
      code: 'IDENT_KEY_NOT_ISSUED',
      fields: { 'ident.0.id': expect.stringMatching(/выдан не вашей клинике/) },
    });
    expect((await api('GET', '/api/integration', { token: thief.token })).body.ident).toEqual([]);

    // IDENT with that key reaches the owner: the pushed doctors are the owner's, none the thief's.
    expect((await ident(key).postTimeTable(sampleTimeTable('Europe/Moscow'))).status).toBe(200);
    expect((await doctorsOf(owner)).filter((doctor) => doctor.source === 'ident')).toHaveLength(2);
    expect(await doctorsOf(thief)).toEqual([]);
    expect((await ident(key).getTickets(farWindow)).status).toBe(200);

    // The owner's own save with its key still goes through.
    expect((await putAs(owner.token, [{ id: key, name: 'Филиал на Мира' }])).status).toBe(200);
  });

  it('refuses a key the client picked, however well-formed, with the reason at the field', async () => {
    const clinic = await newClinic();
    const weak = await putAs(clinic.token, [{ id: 'a'.repeat(25), name: 'Свой ключ' }]);
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toEqual({ 'ident.0.id': expect.stringMatching(/^Ключ IDENT создаёт ДентЛид/) });
    expect((await api('GET', '/api/integration', { token: clinic.token })).body.ident).toEqual([]);
    expect((await ident('a'.repeat(25)).getTickets(farWindow)).status).toBe(403);
  });

  it('shows one key before saving, the same however often the dialog opens, and the entry keeps it', async () => {
    const clinic = await newClinic();
    const [first, second] = await Promise.all([issuedIdentKey(clinic), issuedIdentKey(clinic)]);
    expect(second).toBe(first);
    expect(await issuedIdentKey(clinic)).toBe(first);
    // Copied into IDENT before 'Добавить': IDENT is refused until the entry is saved, then admitted with the same key.
    expect((await ident(first).getTickets(farWindow)).status).toBe(403);

    const saved = await putIntegrations(clinic, { ident: [{ id: first, name: 'Филиал 1' }] });
    expect(saved.ident).toEqual([expect.objectContaining({ id: first, name: 'Филиал 1', active: true })]);
    expect((await ident(first).getTickets(farWindow)).status).toBe(200);
    // Renaming keeps the key; the next entry gets a key of its own.
    const renamed = await putIntegrations(clinic, { ident: [{ id: first, name: 'Главный филиал' }] });
    expect(renamed.ident[0].id).toBe(first);
    const next = await issuedIdentKey(clinic);
    expect(next).not.toBe(first);

    // Another clinic's issued draft is not this clinic's to save.
    const other = await newClinic();
    expect((await putAs(other.token, [{ id: next, name: 'Чужой черновик' }])).status).toBe(400);
  });
});
