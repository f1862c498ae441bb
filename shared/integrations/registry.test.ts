// The registry keeps every wire value the channels had before it: the resend call's channel names, the
// statusSend keys, and the stored shape of a clinic's lead destinations (W!LEAD_DESTINATIONS).
import { emptyIntegrations, leadDestinations } from '../domain/integrations';
import { LEAD_CHANNELS } from '../schemas/leads';
import { kindsOfChannel, leadChannelList } from './registry';

test('the lead channels keep their wire names, status keys and column order', () => {
  expect(LEAD_CHANNELS).toEqual(['mail', 'telegram', 'amo', 'google', 'mis']);
  expect(leadChannelList.map((channel) => channel.statusKey)).toEqual(['mail', 'telegramm', 'amo', 'google', 'mis']);
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
  } as unknown as Parameters<typeof leadDestinations>[0];
  expect(leadDestinations(view)).toEqual({ mail: ['a@b.ru'], telegram: ['-100'], amo: ['amo1'], google: true });
  expect(leadDestinations(emptyIntegrations())).toEqual({ mail: [], telegram: [], amo: [], google: false });
});
