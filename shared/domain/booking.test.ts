import {
  BOOKING_REFUSALS,
  bookableSlots,
  bookingOffer,
  canBook,
  doctorRefusal,
  offeredServices,
  offersService,
  type BookingClinic,
  type BookingDoctor,
} from './booking';

// 2030-01-10 12:00 UTC is 15:00 in Moscow.
const now = new Date('2030-01-10T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const clinic: BookingClinic = {
  addressList: ['ул. Ленина, 1'],
  timezone: 'Europe/Moscow',
  prices: {
    Терапия: [
      { name: 'Пломба', cost: '3500' },
      { name: 'Чистка, 2000', cost: '' },
    ],
  },
};
const doctor: BookingDoctor = {
  source: 'ident',
  status: true,
  deleteDoctor: false,
  updated_at: ago(1),
  specialization: ['Терапевт'],
  service: {
    Терапия: [
      { name: 'Пломба', checked: true },
      { name: 'Чистка, 2000', checked: true },
    ],
  },
  address: { 'ул. Ленина, 1': true },
  appointment: { '2030-01-10': { '14:00': false, '16:00': false, '17:00': true }, '11.01.2030': { '10:00': false } },
};
const slot = (planStart: string, service = '') => ({ planStart, service });

describe('the booking rule', () => {
  it('offers a bookable doctor: the clinic addresses, the priced services, future free unreserved slots', () => {
    expect(bookingOffer(doctor, clinic, [{ start: '2030-01-11T10:00' }], now)).toEqual({
      address: ['ул. Ленина, 1'],
      service: {
        Терапия: [
          { name: 'Пломба', cost: '3500' },
          { name: 'Чистка', cost: '2000' },
        ],
      },
      slots: { '2030-01-10': ['16:00'] },
      slotsByDuration: {},
    });
  });

  it.each<[string, BookingDoctor | undefined, string]>([
    ['a missing doctor', undefined, 'missing'],
    ['a switched-off doctor', { ...doctor, status: false }, 'off'],
    ['a deleted doctor', { ...doctor, deleteDoctor: true }, 'deleted'],
    ['a doctor failing a rule', { ...doctor, specialization: [] }, 'rules'],
    ['a doctor at a removed address', { ...doctor, address: { 'старый адрес': true } }, 'rules'],
    ['an MIS doctor not synced for a week', { ...doctor, updated_at: ago(169) }, 'stale'],
    [
      'a doctor offering none of the clinic services',
      { ...doctor, service: { Терапия: [{ name: 'Удалённая', checked: true }] } },
      'noService',
    ],
  ])('refuses %s everywhere', (_name, candidate, refusal) => {
    expect(doctorRefusal(candidate, clinic, now)).toBe(refusal);
    if (candidate) expect(bookingOffer(candidate, clinic, undefined, now)).toBeNull();
    if (candidate) expect(bookableSlots(candidate, clinic, undefined, now)).toEqual({});
    expect(canBook(candidate, clinic, slot('2030-01-10T16:00'), undefined, now)).toEqual({
      ok: false,
      refusal,
      message: BOOKING_REFUSALS[refusal as keyof typeof BOOKING_REFUSALS],
    });
  });

  it('accepts exactly the offered slots', () => {
    expect(canBook(doctor, clinic, slot('2030-01-10T16:00'), undefined, now)).toEqual({
      ok: true,
      minutes: 30,
      covers: ['2030-01-10T16:00'],
    });
    expect(canBook(doctor, clinic, slot('2030-01-11T10:00'), undefined, now)).toEqual({
      ok: true,
      minutes: 30,
      covers: ['2030-01-11T10:00'],
    });
    for (const taken of ['2030-01-10T14:00', '2030-01-10T17:00', '2030-01-10T18:00']) {
      expect(canBook(doctor, clinic, slot(taken), undefined, now)).toMatchObject({ ok: false, refusal: 'slotNotFree' });
    }
    expect(canBook(doctor, clinic, slot('2030-01-10T16:00'), [{ start: '2030-01-10T16:00' }], now)).toMatchObject({
      ok: false,
      refusal: 'slotTaken',
    });
  });

  it('accepts the service as the widget labels it, and no other', () => {
    expect(canBook(doctor, clinic, slot('2030-01-10T16:00', 'Пломба, 3 500 ₽'), undefined, now)).toMatchObject({ ok: true });
    expect(canBook(doctor, clinic, slot('2030-01-10T16:00', 'Чистка, 2 000 ₽'), undefined, now)).toMatchObject({ ok: true });
    expect(canBook(doctor, clinic, slot('2030-01-10T16:00', 'Имплант, 50 000 ₽'), undefined, now)).toMatchObject({
      ok: false,
      refusal: 'serviceNotOffered',
    });
  });

  it('offers only checked services the clinic still lists', () => {
    const half = {
      service: {
        Терапия: [
          { name: 'Пломба', checked: false },
          { name: 'Чистка, 2000', checked: true },
        ],
        Хирургия: [{ name: 'Удаление', checked: true }],
      },
    };
    expect(offeredServices(half, clinic.prices)).toEqual({ Терапия: [{ name: 'Чистка', cost: '2000' }] });
    expect(offersService(offeredServices(half, clinic.prices), 'Пломба')).toBe(false);
    expect(offersService({}, '')).toBe(true);
  });
});
