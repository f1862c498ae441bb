import { formatBirthdate } from './phone';

describe('widget birth-date mask (docs/contract/widget-quiz-configurator.md §5)', () => {
  it('masks the birth date as 00.00.0000', () => {
    expect(formatBirthdate('0')).toBe('0');
    expect(formatBirthdate('0103')).toBe('01.03');
    expect(formatBirthdate('01031990')).toBe('01.03.1990');
    expect(formatBirthdate('01.03.19901')).toBe('01.03.1990');
  });
});
