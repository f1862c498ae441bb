// The cabinet's left menu (docs/contract/cabinet.md §2 "Cabinet layout") and links into the quiz settings tabs.
import { DEFAULT_QUIZ_TAB, QUIZ_TABS, type QuizTab } from '../routing/quiz-settings-tabs';

export { QUIZ_TABS };

export interface MenuItem {
  label: string;
  to: string;
  /** Active only on this exact path (not on its children). */
  end?: boolean;
}

export interface MenuGroup {
  title: string;
  items: MenuItem[];
}

export const BOOKING_GROUP: MenuGroup = {
  title: 'Онлайн запись',
  items: [
    { label: 'Клиника', to: '/setting', end: true },
    { label: 'Врачи', to: '/setting/doctors' },
    { label: 'Услуги', to: '/setting/services' },
    { label: 'Заявки', to: '/setting/applocation' },
    { label: 'Журнал', to: '/setting/journal' },
  ],
};

export const QUIZ_GROUP_TITLE = 'Квиз';
export const QUIZ_LIST_ITEM: MenuItem = { label: 'Мои квизы', to: '/quiz', end: true };

export const SETTINGS_GROUP: MenuGroup = {
  title: 'Настройки',
  items: [
    { label: 'Аккаунт', to: '/user', end: true },
    { label: 'Интеграции', to: '/user/integration' },
    { label: 'Персональные данные', to: '/user/personal-data' },
  ],
};

export function quizTabOf(pathname: string): QuizTab | null {
  const match = pathname.match(/^\/quiz\/setting\/[^/]+\/([^/]+)/);
  const tab = QUIZ_TABS.find((candidate) => candidate.path === match?.[1]);
  return tab?.path ?? null;
}

/** A quiz's menu link: the settings tab open now is kept when switching to another quiz. */
export function quizSettingsPath(quizId: string, currentPathname: string): string {
  return `/quiz/setting/${encodeURIComponent(quizId)}/${quizTabOf(currentPathname) ?? DEFAULT_QUIZ_TAB}`;
}
