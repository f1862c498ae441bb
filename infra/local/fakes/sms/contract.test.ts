// The SMS.ru fake against SMS.ru's documented sms/send (docs/integrations.md § SMS.ru: the answer's shape, each code),
// and our client against the fake: a call or a reading that drifts fails here.
import { classifySmsAnswer, sendSms } from '../../../../functions/integrations/sms/client';
import { startSmsFake, type SmsFake } from './server';

let fake: SmsFake;
let nextKey = 1;
const newKey = () => `A3CA597E-3ACF-4E7D-82EE-${String(nextKey++).padStart(12, '0')}`;

beforeAll(async () => {
  fake = await startSmsFake();
  process.env.SMS_RU_URL = fake.url;
});
afterAll(async () => {
  delete process.env.SMS_RU_URL;
  await fake.stop();
});

const raw = async (fields: Record<string, string>) =>
  (await (
    await fetch(`${fake.url}/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ json: '1', ...fields }),
    })
  ).json()) as Record<string, any>;
const control = (path: string, body: object) =>
  fetch(`${fake.url}/__fake/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the SMS.ru fake', () => {
  it('answers a sent message with the request status, the number status, its id and the balance', async () => {
    const apiKey = newKey();
    const answer = await raw({ api_id: apiKey, to: '79161234567', msg: 'Вы записаны', from: 'Ulybka' });
    expect(answer).toEqual({
      status: 'OK',
      status_code: 100,
      sms: { '79161234567': { status: 'OK', status_code: 100, sms_id: expect.stringMatching(/^\d{6}-\d{7}$/) } },
      balance: 95.5,
    });
    const sent = (await (await fetch(`${fake.url}/__fake/messages?to=79161234567&apiId=${apiKey}`)).json()) as Array<
      Record<string, unknown>
    >;
    expect(sent).toEqual([expect.objectContaining({ to: '79161234567', from: 'Ulybka', text: 'Вы записаны', parts: 1 })]);
  });

  it('refuses what SMS.ru refuses, with its codes', async () => {
    expect(await raw({ api_id: 'not-a-key', to: '79161234567', msg: 'x' })).toMatchObject({ status: 'ERROR', status_code: 200 });
    const apiKey = newKey();
    expect(await raw({ api_id: apiKey, to: '79161234567', msg: ' ' })).toMatchObject({ status_code: 203 });
    expect(await raw({ api_id: apiKey, to: '79161234567', msg: 'x', from: 'Улыбка' })).toMatchObject({ status_code: 204 });
    expect(await raw({ api_id: apiKey, to: '79161234567', msg: 'я'.repeat(537) })).toMatchObject({ status_code: 205 });
    expect((await raw({ api_id: apiKey, to: '12', msg: 'x' })).sms['12']).toMatchObject({ status: 'ERROR', status_code: 202 });
    await control('accounts', { apiId: apiKey, senders: ['Ulybka'] });
    expect(await raw({ api_id: apiKey, to: '79161234567', msg: 'x', from: 'Other' })).toMatchObject({ status_code: 204 });
    await control('accounts', { apiId: apiKey, balance: 1 });
    expect((await raw({ api_id: apiKey, to: '79161234567', msg: 'x' })).sms['79161234567']).toMatchObject({ status_code: 201 });
  });

  it('limits the same text to one number: 4 a minute (231)', async () => {
    const apiKey = newKey();
    for (let sent = 0; sent < 4; sent++) await raw({ api_id: apiKey, to: '79160000231', msg: 'Код 1' });
    expect((await raw({ api_id: apiKey, to: '79160000231', msg: 'Код 1' })).sms['79160000231']).toMatchObject({ status_code: 231 });
    expect((await raw({ api_id: apiKey, to: '79160000231', msg: 'Код 2' })).sms['79160000231']).toMatchObject({ status_code: 100 });
  });
});

describe('the SMS.ru client', () => {
  const request = (apiKey: string, extra: object = {}) => ({ apiKey, sender: '', to: '79161234567', text: 'Вы записаны', ...extra });

  it('sends and reads the message id', async () => {
    expect(await sendSms(request(newKey()))).toEqual({ kind: 'sent', smsId: expect.any(String) });
  });

  it('gives up for the clinic on a refused key or sender, for the lead on a refused number, and retries the rest', async () => {
    expect(await sendSms(request('bad'))).toMatchObject({
      kind: 'permanent',
      aboutLead: false,
      reason: expect.stringContaining('API-ключ'),
    });
    expect(await sendSms(request(newKey(), { sender: 'Улыбка' }))).toMatchObject({ kind: 'permanent', aboutLead: false });
    expect(await sendSms(request(newKey(), { to: '12' }))).toMatchObject({ kind: 'permanent', aboutLead: true });
    const poor = newKey();
    await control('accounts', { apiId: poor, balance: 0 });
    expect(await sendSms(request(poor))).toMatchObject({ kind: 'transient', reason: expect.stringContaining('не хватает денег') });
    for (const fault of ['http500', 'unavailable', 'dropAnswer']) {
      const apiKey = newKey();
      await control('faults', { apiId: apiKey, fault });
      expect(await sendSms(request(apiKey))).toMatchObject({ kind: 'transient' });
    }
  });

  it('reads the number status even when the request itself is OK', () => {
    const answer = { status: 'OK', status_code: 100, sms: { '79161234567': { status: 'ERROR', status_code: 230, status_text: 'лимит' } } };
    expect(classifySmsAnswer(answer, '79161234567')).toMatchObject({ kind: 'permanent', aboutLead: true });
    expect(classifySmsAnswer({ status: 'OK', status_code: 100, sms: {} }, '79161234567')).toMatchObject({ kind: 'transient' });
  });
});
