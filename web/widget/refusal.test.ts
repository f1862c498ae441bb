import { BOOKING_REFUSALS } from '../../shared/domain/booking';
import { SLOT_TAKEN_MESSAGE, slotRefusalNotice } from './refusal';

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
