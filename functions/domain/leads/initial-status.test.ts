import { initialStatusSend, withOwnDestinations } from './initial-status';

describe('the statuses a new lead starts with', () => {
  it('are pending for the active destinations of each channel that starts at intake, not configured without any', () => {
    expect(initialStatusSend({ mail: ['a@b.ru'], telegram: [], amo: ['amo1'], google: false }, {})).toEqual({
      mail: { 'a@b.ru': 'отправляется' },
      telegramm: {},
      amo: { amo1: 'отправляется' },
      google: 'не настроено',
    });
  });

  it('start the SMS confirmation only for a booking with a time, not for a request or a quiz answer', () => {
    const destinations = { mail: [], telegram: [], amo: [], google: false, sms: ['sms1'] };
    expect(initialStatusSend(destinations, { action: 'Запись', PlanStart: '2026-03-12T14:30' }).sms).toEqual({ sms1: 'отправляется' });
    expect(initialStatusSend(destinations, { action: 'Заявка', PlanStart: '' }).sms).toBeUndefined();
    expect(initialStatusSend(destinations, {}).sms).toBeUndefined();
  });

  it('add a pending status for each destination the lead names itself: a booking of an MIS doctor, on its MIS entry', () => {
    const start = initialStatusSend({ mail: [], telegram: [], amo: [], google: true }, {});
    expect(withOwnDestinations(start, { misBooking: { entryId: 'dp1' } })).toEqual({ ...start, mis: { dp1: 'отправляется' } });
    expect(withOwnDestinations(start, {})).toEqual(start);
  });

  it("add the patient's own e-mail beside the clinic's addresses, so the booking's mail reaches the patient (issue 26 §2)", () => {
    const clinic = initialStatusSend({ mail: ['a@b.ru'], telegram: [], amo: [], google: false }, {});
    expect(withOwnDestinations(clinic, { patientMail: 'anna@mail.ru' }).mail).toEqual({
      'a@b.ru': 'отправляется',
      'пациент: anna@mail.ru': 'отправляется',
    });
    const none = initialStatusSend({ mail: [], telegram: [], amo: [], google: false }, {});
    expect(withOwnDestinations(none, { patientMail: 'anna@mail.ru' }).mail).toEqual({ 'пациент: anna@mail.ru': 'отправляется' });
  });
});
