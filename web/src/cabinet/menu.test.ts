import type { StaffRole } from '../../../shared/domain/staff/roles';
import { BOOKING_GROUP, homeOf, itemsFor, mayOpen, quizSettingsPath, quizTabOf, SETTINGS_GROUP } from './menu';

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

describe('the menu by role (issue 29)', () => {
  const labels = (role: StaffRole) => [BOOKING_GROUP, SETTINGS_GROUP].flatMap((group) => itemsFor(group, role).map((item) => item.label));

  it('shows the owner everything, staff and the activity log included', () => {
    expect(labels('owner')).toEqual([
      'Клиника',
      'Врачи',
      'Услуги',
      'Заявки',
      'Журнал',
      'Аккаунт',
      'Интеграции',
      'Персональные данные',
      'Сотрудники',
      'Журнал действий',
    ]);
  });

  it('shows an administrator leads, the journal and doctors, no integrations, prices or staff', () => {
    expect(labels('administrator')).toEqual(['Врачи', 'Заявки', 'Журнал', 'Аккаунт']);
    expect(mayOpen('/quiz', 'administrator')).toBe(false);
    expect(homeOf('administrator')).toBe('/setting/doctors');
  });

  it('shows a marketer leads to read, quizzes and the account', () => {
    expect(labels('marketer')).toEqual(['Заявки', 'Аккаунт']);
    expect(mayOpen('/quiz', 'marketer')).toBe(true);
    expect(mayOpen('/quiz/setting/q1/analytics', 'marketer')).toBe(true);
    expect(mayOpen('/setting/journal', 'marketer')).toBe(false);
    expect(homeOf('marketer')).toBe('/setting/applocation');
  });

  it('refuses the owner-only screens to staff, a trailing slash included', () => {
    for (const path of ['/setting', '/setting/services/', '/user/integration', '/user/personal-data', '/user/staff', '/user/activity'])
      expect([mayOpen(path, 'administrator'), mayOpen(path, 'marketer'), mayOpen(path, 'owner')]).toEqual([false, false, true]);
  });
});
