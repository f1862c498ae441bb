import { DEFAULT_RETENTION_MONTHS, isRetentionMonths, retentionCutoff } from './retention';

describe('retention', () => {
  it('allows whole months from 1 to the default three years', () => {
    expect(DEFAULT_RETENTION_MONTHS).toBe(36);
    expect([1, 12, 36].every(isRetentionMonths)).toBe(true);
    expect([0, 37, 1.5, -3, Number.NaN].some(isRetentionMonths)).toBe(false);
  });

  it('cuts off the same day and time that many months back', () => {
    expect(retentionCutoff(new Date('2026-11-28T10:00:00.000Z'), 36)).toBe('2023-11-28T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-01-15T00:00:00.000Z'), 1)).toBe('2025-12-15T00:00:00.000Z');
  });

  it('ends a shorter month on its last day', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:00:00.000Z'), 1)).toBe('2026-02-28T12:00:00.000Z');
    expect(retentionCutoff(new Date('2024-03-31T12:00:00.000Z'), 1)).toBe('2024-02-29T12:00:00.000Z');
  });
});
