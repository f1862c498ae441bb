import { addPaidMonth, BETA_TARIFF, paidUntilAfterPayment, TARIFFS } from './tariffs';

const at = (iso: string) => Date.parse(iso);

describe('tariffs', () => {
  it('sells only Бета, at 2000 ₽; the others are shown as unavailable', () => {
    expect(TARIFFS.filter((tariff) => tariff.available)).toEqual([BETA_TARIFF]);
    expect(BETA_TARIFF.cost).toBe(2000);
    expect(TARIFFS.filter((tariff) => !tariff.available).map((tariff) => tariff.cost)).toEqual([4000, 4000]);
  });

  it('adds a calendar month, keeping the time of day, and clamps to the end of a shorter month', () => {
    expect(addPaidMonth(at('2026-11-24T08:30:15.250Z'))).toBe(at('2026-12-24T08:30:15.250Z'));
    expect(addPaidMonth(at('2026-12-15T10:00:00Z'))).toBe(at('2027-01-15T10:00:00Z'));
    expect(addPaidMonth(at('2027-01-31T23:59:00Z'))).toBe(at('2027-02-28T23:59:00Z'));
    expect(addPaidMonth(at('2028-01-30T00:00:00Z'))).toBe(at('2028-02-29T00:00:00Z'));
  });

  it('extends from the current end while it lasts, and from now once it has lapsed or never was', () => {
    const now = at('2026-11-24T00:00:00Z');
    expect(paidUntilAfterPayment(null, now)).toBe(at('2026-12-24T00:00:00Z'));
    expect(paidUntilAfterPayment(at('2026-11-01T00:00:00Z'), now)).toBe(at('2026-12-24T00:00:00Z'));
    expect(paidUntilAfterPayment(at('2027-01-10T00:00:00Z'), now)).toBe(at('2027-02-10T00:00:00Z'));
  });
});
