import { ACTIVITY_SUBJECT_MAX, activitySubject } from './activity';

describe('activity subject', () => {
  it('keeps one line', () => {
    expect(activitySubject('  Иванов\n  Иван\tИванович ')).toBe('Иванов Иван Иванович');
  });

  it('cuts a long subject to its bound', () => {
    const subject = activitySubject('я'.repeat(10_000));
    expect(subject).toHaveLength(ACTIVITY_SUBJECT_MAX);
    expect(subject.endsWith('…')).toBe(true);
  });
});
