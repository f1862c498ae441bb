import { BOOKING_REFUSALS } from '../../shared/domain/booking';
import { CLIENT_EMAIL_ERROR } from '../../shared/schemas/ticket';
import { answerRefusal, draftRefusal, SLOT_TAKEN_MESSAGE, slotRefusalNotice } from './refusal';

describe('the calendar’s notice after the server refused the time', () => {
  it('gives the server’s reason when the time is no longer bookable, and says the list is fresh', () => {
    expect(slotRefusalNotice({ code: 'SLOT_UNAVAILABLE', message: BOOKING_REFUSALS.noRoom })).toBe(
      'Выбранная услуга не помещается в это время: до перерыва, конца приёма или следующей записи меньше, чем она длится. Выберите, пожалуйста, другое время — список обновлён.',
    );
  });

  it('says someone was faster when the time was taken, or when no reason came', () => {
    expect(slotRefusalNotice({ code: 'SLOT_TAKEN', message: BOOKING_REFUSALS.slotTaken })).toBe(SLOT_TAKEN_MESSAGE);
    expect(slotRefusalNotice({ code: 'SLOT_UNAVAILABLE' })).toBe(SLOT_TAKEN_MESSAGE);
  });
});

describe('the patient’s e-mail (issue 26 §2)', () => {
  const booking = {
    clinicId: 'clinic-1',
    action: 'Запись' as const,
    doctorId: 'doctor-1',
    ClientPhone: '+7 999 123-45-67',
    PlanStart: '2030-01-10T10:00',
    idempotencyKey: 'key-12345678',
  };

  it('is refused at its own field with the shared Russian message, before anything is sent', () => {
    expect(draftRefusal({ ...booking, ClientEmail: 'anna@' })).toEqual({ field: 'ClientEmail', message: CLIENT_EMAIL_ERROR });
  });

  it('may be left empty, and a server refusal naming it is said at the field', () => {
    expect(draftRefusal({ ...booking, ClientEmail: '' })).toBeNull();
    expect(draftRefusal({ ...booking, ClientEmail: 'anna@mail.ru' })).toBeNull();
    expect(answerRefusal({ message: 'Проверьте поля', fields: { ClientEmail: CLIENT_EMAIL_ERROR } })).toEqual({
      field: 'ClientEmail',
      message: CLIENT_EMAIL_ERROR,
    });
  });
});
