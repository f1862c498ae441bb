// SMS through the clinic's SMS.ru account, end to end through the runtime (ticket → SNS → lead-sms queue → consumer)
// against the SMS.ru fake: a widget booking's confirmation arrives at the patient's number with the clinic and the
// visit's time, a request gets none, the key never reaches the browser, and a caller cannot make the clinic pay for a
// flood to one number (4 a day per number and clinic).
import { randomUUID } from 'node:crypto';
import { SECRET_MASK } from '../../shared/domain/integration-secrets';
import { testRuntime } from '../../infra/local/testing/runtime';
import { api } from './api';
import { clinicWithSms, allLeads, closeTestClients, putIntegrations, slotAt, ticketOf, waitFor, type TestClinic } from './leads-support';

afterAll(closeTestClients);

const smsFakeUrl = (): string => testRuntime().fakes!.sms!;
const apiKey = `A3CA597E-3ACF-4E7D-82EE-${randomUUID().replace(/-/g, '').slice(0, 12)}`;

interface SentSms {
  to: string;
  from: string;
  text: string;
  apiId: string;
}
const smsTo = async (to: string): Promise<SentSms[]> =>
  (await (await fetch(`${smsFakeUrl()}/__fake/messages?to=${to}&apiId=${apiKey}`)).json()) as SentSms[];

let clinic: TestClinic;
let doctorId: string;
let entryId: string;

beforeAll(async () => {
  ({ clinic, doctorId, entryId } = await clinicWithSms(apiKey));
});

const booking = (phone: string, planStart: string) =>
  api('POST', '/api/ticket', {
    body: ticketOf(clinic.clinicId, { action: 'Запись', doctorId, DoctorService: 'Чистка', PlanStart: planStart, ClientPhone: phone }),
  });

async function smsStatusOf(leadId: string): Promise<string> {
  return waitFor(`sms status of ${leadId}`, async () => {
    const value = (await allLeads(clinic)).find((lead) => lead._id === leadId)?.statusSend.sms?.[entryId];
    return value !== undefined && !value.startsWith('отправляется') && value;
  });
}

describe('SMS.ru: the booking confirmation', () => {
  it('keeps the API key on the server and takes the sender name as SMS.ru approves them', async () => {
    const view = await api('GET', '/api/integration', { token: clinic.token });
    expect(view.body.sms).toEqual([expect.objectContaining({ _id: entryId, apiKey: SECRET_MASK, sender: 'Ulybka', active: true })]);
    expect(JSON.stringify(view.body)).not.toContain(apiKey);
    // As every kind's entry (autosaved while typed): a malformed field is kept inactive, its problem shown at the field.
    const version = (await api('GET', '/api/integration', { token: clinic.token })).body.version;
    const cyrillic = await api('PUT', '/api/integration', {
      token: clinic.token,
      body: { version, sms: [{ _id: entryId, apiKey: SECRET_MASK, sender: 'Улыбка' }] },
    });
    expect(cyrillic.status).toBe(200);
    expect(cyrillic.body.sms).toEqual([expect.objectContaining({ sender: 'Улыбка', active: false })]);
    await putIntegrations(clinic, { sms: [{ _id: entryId, apiKey: SECRET_MASK, sender: 'Ulybka' }] });
  });

  it('sends the patient the clinic and the visit time on its clocks, once, and marks the lead', async () => {
    const planStart = slotAt(2, 3);
    const answer = await booking('+7 916 555-00-11', planStart);
    expect(answer.status).toBe(201);
    expect(await smsStatusOf(answer.body.id)).toBe('ok');
    const [date, time] = planStart.split('T');
    expect(await smsTo('79165550011')).toEqual([
      expect.objectContaining({ from: 'Ulybka', text: `Вы записаны: Клиника Тест, ${date!.slice(8, 10)}.${date!.slice(5, 7)} в ${time}.` }),
    ]);
  });

  it('sends nothing for a request without a visit', async () => {
    const answer = await api('POST', '/api/ticket', { body: ticketOf(clinic.clinicId, { ClientPhone: '+7 916 555-00-12' }) });
    expect(answer.status).toBe(201);
    const lead = await waitFor('the request', async () => (await allLeads(clinic)).find((item) => item._id === answer.body.id));
    expect(lead.statusSend.sms).toBeUndefined();
    expect(await smsTo('79165550012')).toEqual([]);
  });

  it('sends one number at most 4 a day from one clinic, whatever the widget is sent', async () => {
    const phone = '+7 916 555-00-13';
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      const answer = await booking(phone, slotAt(4, index));
      expect(answer.status).toBe(201);
      ids.push(answer.body.id);
    }
    const statuses = await Promise.all(ids.map(smsStatusOf));
    expect(statuses.filter((status) => status === 'ok')).toHaveLength(4);
    expect(statuses.filter((status) => status.includes('уже 4 SMS за сутки'))).toHaveLength(1);
    expect(await smsTo('79165550013')).toHaveLength(4);
  });
});
