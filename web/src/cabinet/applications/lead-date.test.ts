import { formatLeadDate } from './lead-date';

describe('formatLeadDate', () => {
  it('shows dd.mm.yyyy hh:mm in local time', () => {
    const local = new Date(2026, 0, 5, 9, 7);
    expect(formatLeadDate(local.toISOString())).toBe('05.01.2026 09:07');
    expect(formatLeadDate(local.getTime())).toBe('05.01.2026 09:07');
  });

  it('gives an empty text for missing or unreadable values', () => {
    expect(formatLeadDate(undefined)).toBe('');
    expect(formatLeadDate('')).toBe('');
    expect(formatLeadDate('не дата')).toBe('');
  });
});
