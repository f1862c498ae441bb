import { quizSettingsPath, quizTabOf } from './menu';

describe('quizSettingsPath', () => {
  it('opens the landing page tab by default', () => {
    expect(quizSettingsPath('q1', '/setting')).toBe('/quiz/setting/q1/landingPage');
    expect(quizSettingsPath('q1', '/quiz')).toBe('/quiz/setting/q1/landingPage');
  });

  it('keeps the current tab when switching quizzes', () => {
    expect(quizSettingsPath('q2', '/quiz/setting/q1/analytics')).toBe('/quiz/setting/q2/analytics');
    expect(quizSettingsPath('q2', '/quiz/setting/q1/ABTets')).toBe('/quiz/setting/q2/ABTets');
    expect(quizSettingsPath('q2', '/quiz/setting/q1/questions/')).toBe('/quiz/setting/q2/questions');
  });

  it('falls back to the default for an unknown tab', () => {
    expect(quizSettingsPath('q2', '/quiz/setting/q1/whatever')).toBe('/quiz/setting/q2/landingPage');
  });

  it('encodes the id', () => {
    expect(quizSettingsPath('a/b', '/quiz')).toBe('/quiz/setting/a%2Fb/landingPage');
  });
});

describe('quizTabOf', () => {
  it('reads the tab from a settings path only', () => {
    expect(quizTabOf('/quiz/setting/1/configuration')).toBe('configuration');
    expect(quizTabOf('/quiz/setting/1')).toBeNull();
    expect(quizTabOf('/quiz/1/analytics')).toBeNull();
  });
});
