import { isFormFresh } from './account-api';
import { paidUntilText } from './paid-until';

describe('the paid access on the account screen', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');

  it('says not paid, paid until a date, or ended on a date', () => {
    expect(paidUntilText(null, now)).toBe('Не оплачен');
    expect(paidUntilText(Date.parse('2026-12-24T12:00:00Z'), now)).toBe('Оплачен до 24.12.2026');
    expect(paidUntilText(Date.parse('2026-10-01T12:00:00Z'), now)).toBe('Доступ закончился 01.10.2026');
  });

  it('posts a payment form only while it is younger than its refresh period', () => {
    expect(isFormFresh(now - 59_000, 60, now)).toBe(true);
    expect(isFormFresh(now - 60_000, 60, now)).toBe(false);
    expect(isFormFresh(now - 100_000, 120, now)).toBe(true);
  });
});
