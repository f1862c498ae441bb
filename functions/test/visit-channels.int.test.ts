// The clinic hears of a patient's cancel or move by the visit link in the CRM and the sheet it already works with
// (issue 26 §3): amoCRM gets a note on the same deal (no second deal), the Google sheet an appended row naming the
// change (the lead's row stays as booked), each once, through the same delivery as the lead. One clinic for the file.
import { api } from './api';
import { connectAmo, fakeAccount, type ConnectedAmo } from './amo-support';
import { cellText, connectGoogle, fakeSpreadsheet } from './google-support';
import { LEAD_ID_COLUMN_INDEX, SHEET_HEADER } from '../domain/google/lead-row';
import {
  addBookableDoctor,
  allLeads,
  closeTestClients,
  mailsTo,
  newClinic,
  slotAt,
  ticketOf,
  waitFor,
  type TestClinic,
} from './leads-support';

afterAll(closeTestClients);

let clinic: TestClinic;
let doctorId: string;
let amo: ConnectedAmo;
let spreadsheetId: string;

beforeAll(async () => {
  clinic = await newClinic();
  doctorId = await addBookableDoctor(clinic);
  amo = await connectAmo(clinic);
  spreadsheetId = (await connectGoogle(clinic, `visit-${Date.now()}@gmail.com`)).spreadsheetId;
});

/** A booking with an e-mail, delivered to amo and the sheet; answers its lead id and its visit link's token. */
async function deliveredBooking(planStart: string): Promise<{ leadId: string; token: string }> {
  const email = `patient-${Date.now()}-${Math.floor(Math.random() * 1e6)}@mail.example`;
  const answer = await api('POST', '/api/ticket', {
    body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, PlanStart: planStart, ClientEmail: email }),
  });
  expect(answer.status).toBe(201);
  const leadId = answer.body.id as string;
  await settled(leadId);
  const letter = await waitFor('the confirmation letter', async () =>
    (await mailsTo(email)).find((mail) => mail.subject.startsWith('Вы записаны на приём')),
  );
  return { leadId, token: /#token=([A-Za-z0-9._-]+)/.exec(letter.body.text ?? '')![1]! };
}

/** Waits until amo and Google have settled for the lead (no value pending). */
async function settled(leadId: string): Promise<void> {
  await waitFor(`amo and Google of ${leadId}`, async () => {
    const lead = (await allLeads(clinic)).find((candidate) => candidate._id === leadId);
    const amoValue = lead?.statusSend.amo?.[amo.id];
    const google = lead?.statusSend.google;
    return (
      typeof amoValue === 'string' &&
      !amoValue.startsWith('отправляется') &&
      typeof google === 'string' &&
      !google.startsWith('отправляется')
    );
  });
}

const dealsOf = async (leadId: string) => ((await fakeAccount(amo.host))?.leads ?? []).filter((deal) => deal.name.includes(leadId));

const rowsOf = async (leadId: string) =>
  ((await fakeSpreadsheet(spreadsheetId)).sheets[0]?.rows ?? [])
    .slice(1)
    .map((row) => row.map(cellText))
    .filter((row) => row[LEAD_ID_COLUMN_INDEX]!.startsWith(leadId));

const column = (name: (typeof SHEET_HEADER)[number]) => SHEET_HEADER.indexOf(name);

describe("a patient's change by the visit link reaches the clinic's CRM and sheet", () => {
  it('a cancel: a note on the same deal and an appended row, once each', async () => {
    const { leadId, token } = await deliveredBooking(slotAt(3, 2));
    expect(await dealsOf(leadId)).toHaveLength(1);
    expect(await rowsOf(leadId)).toHaveLength(1);

    expect((await api('POST', '/api/visit/cancel', { body: { token } })).status).toBe(200);
    const deal = await waitFor('the cancel note', async () => {
      const [found] = await dealsOf(leadId);
      return found && found.notes.length === 2 && found;
    });
    expect(await dealsOf(leadId)).toHaveLength(1);
    expect(deal.notes[1]!.params.text).toContain('Пациент отменил запись');
    expect(deal.notes[1]!.params.text).toContain('Отменённый приём');
    const rows = await waitFor('the cancel row', async () => {
      const found = await rowsOf(leadId);
      return found.length === 2 && found;
    });
    expect(rows[0]![LEAD_ID_COLUMN_INDEX]).toBe(leadId);
    expect(rows[1]![LEAD_ID_COLUMN_INDEX]).toMatch(new RegExp(`^${leadId} / отмена `));
    expect(rows[1]![column('Комментарий')]).toContain('Пациент отменил запись. Отменённый приём:');
    await settled(leadId);
    // Delivered once: a later delivery of the same lead (the sweeper, a duplicate message) adds nothing.
    expect((await dealsOf(leadId))[0]!.notes).toHaveLength(2);
    expect(await rowsOf(leadId)).toHaveLength(2);
  });

  it('a move: a note with the new and the former time, and a row with the new time', async () => {
    const first = slotAt(4, 2);
    const { leadId, token } = await deliveredBooking(first);
    const target = slotAt(4, 5);
    expect((await api('POST', '/api/visit/reschedule', { body: { token, PlanStart: target } })).status).toBe(200);
    const deal = await waitFor('the move note', async () => {
      const [found] = await dealsOf(leadId);
      return found && found.notes.length === 2 && found;
    });
    const [date, time] = target.split('T') as [string, string];
    const shown = `${date.split('-').reverse().join('.')} в ${time}`;
    expect(deal.notes[1]!.params.text).toContain('Пациент перенёс запись');
    expect(deal.notes[1]!.params.text).toContain(`Новое время приёма: ${shown}`);
    const rows = await waitFor('the move row', async () => {
      const found = await rowsOf(leadId);
      return found.length === 2 && found;
    });
    expect(rows[1]![column('Дата и время приёма')]).toBe(shown);
    expect(rows[1]![column('Комментарий')]).toContain('Прежнее время:');
  });
});
