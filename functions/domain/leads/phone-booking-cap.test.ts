import { FUTURE_BOOKINGS_PER_PHONE, futureBookings, isAtBookingCap } from './phone-booking-cap';

describe('futureBookings', () => {
  // 09:30 in Moscow (UTC+3).
  const now = new Date('2031-05-12T06:30:00Z');

  test('keeps the bookings not yet begun on the clinic clocks, drops the past ones', () => {
    const bookings = { a: '2031-05-12T09:00', b: '2031-05-12T09:30', c: '2031-05-12T09:45', d: '2031-05-13T08:00' };
    expect(futureBookings(bookings, 'Europe/Moscow', now)).toEqual({ c: '2031-05-12T09:45', d: '2031-05-13T08:00' });
  });

  test('uses the clinic zone, not UTC', () => {
    expect(futureBookings({ a: '2031-05-12T09:00' }, 'Asia/Almaty', now)).toEqual({});
    expect(futureBookings({ a: '2031-05-12T09:00' }, 'Europe/Kaliningrad', now)).toEqual({ a: '2031-05-12T09:00' });
  });
});

test(`the cap is reached at ${FUTURE_BOOKINGS_PER_PHONE} future bookings`, () => {
  const future = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`lead-${index}`, '2031-05-13T08:00']));
  expect(isAtBookingCap(future(FUTURE_BOOKINGS_PER_PHONE - 1))).toBe(false);
  expect(isAtBookingCap(future(FUTURE_BOOKINGS_PER_PHONE))).toBe(true);
});
