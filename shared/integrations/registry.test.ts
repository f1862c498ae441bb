// The registry keeps every wire value the channels had before it: the resend call's channel names, the
// statusSend keys, and the stored shape of a clinic's lead destinations (W!LEAD_DESTINATIONS).
import { emptyIntegrations } from '../domain/integration-entries';
import { leadDestinations } from '../domain/lead-destinations';
import { LEAD_CHANNELS } from '../schemas/leads';
import { leadChannelList } from './lead-channels';
import { integrations, kindsOfChannel } from './registry';
import { SENDER_NAME_PROBLEM } from './sms';

test('the lead channels keep their wire names, status keys and column order', () => {
  expect(LEAD_CHANNELS).toEqual(['mail', 'telegram', 'amo', 'google', 'mis', 'sms']);
  expect(leadChannelList.map((channel) => channel.statusKey)).toEqual(['mail', 'telegramm', 'amo', 'google', 'mis', 'sms']);
});

test('each channel delivers to its kinds; the MIS one to DentalPRO and MacDent', () => {
  expect(kindsOfChannel('mail')).toEqual(['email']);
  expect(kindsOfChannel('amo')).toEqual(['amoCrm']);
  expect(kindsOfChannel('mis').sort()).toEqual(['dentalPro', 'macDent']);
});

test('a clinic’s lead destinations are stored in the shape they always had', () => {
  const view = {
    ...emptyIntegrations(),
    email: [{ _id: 'e1', text: 'a@b.ru', active: true, confirmed: true }],
    telegram: [{ _id: 't1', id: '-100', name: 'Г', active: true }],
    amoCrm: [{ _id: 'amo1', refreshToken: 'r', accessToken: 'a', active: true }],
    google: [{ _id: 'g1', spreadsheetId: 's', active: true }],
    sms: [{ _id: 's1', apiKey: 'k', sender: '', active: true }],
  } as unknown as Parameters<typeof leadDestinations>[0];
  expect(leadDestinations(view)).toEqual({ mail: ['a@b.ru'], telegram: ['-100'], amo: ['amo1'], google: true, sms: ['s1'] });
  expect(leadDestinations(emptyIntegrations())).toEqual({ mail: [], telegram: [], amo: [], google: false, sms: [] });
});

describe('the SMS kind', () => {
  it('keeps its API key secret and takes sender names as SMS.ru approves them (Latin, up to 11)', () => {
    expect(integrations.sms.secretFields).toEqual(['apiKey']);
    expect(integrations.sms.isActive({ apiKey: 'key', sender: 'Ulybka' })).toBe(true);
    expect(integrations.sms.isActive({ apiKey: 'key', sender: '' })).toBe(true);
    expect(integrations.sms.isActive({ apiKey: '', sender: 'Ulybka' })).toBe(false);
    expect(integrations.sms.isActive({ apiKey: 'key', sender: 'Улыбка' })).toBe(false);
    expect(integrations.sms.fieldProblems({ apiKey: 'key', sender: 'Stomatologia1' })).toEqual({ sender: SENDER_NAME_PROBLEM });
    expect(integrations.sms.fieldProblems({ apiKey: 'key', sender: 'Dr. Smile-1' })).toEqual({});
  });
});
