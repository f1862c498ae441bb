// The cabinet's left menu (docs/contract/cabinet.md §2 "Cabinet layout") and links into the quiz settings tabs.
import { type CabinetPart, mayUse, type StaffRole } from '../../../shared/domain/staff/roles';
import { DEFAULT_QUIZ_TAB, QUIZ_TABS, type QuizTab } from '../routing/quiz-settings-tabs';

export { QUIZ_TABS };

export interface MenuItem {
  label: string;
  to: string;
  /** Active only on this exact path (not on its children). */
  end?: boolean;
  /** Who may open it (shared/domain/staff/roles.ts): the menu shows it only to them. */
  part: CabinetPart;
}

export interface MenuGroup {
  title: string;
  items: MenuItem[];
}

export const BOOKING_GROUP: MenuGroup = {
  title: 'Онлайн запись',
  items: [
    { label: 'Клиника', to: '/setting', end: true, part: 'owner' },
    { label: 'Врачи', to: '/setting/doctors', part: 'schedules' },
    { label: 'Услуги', to: '/setting/services', part: 'owner' },
    { label: 'Заявки', to: '/setting/applocation', part: 'leadsRead' },
    { label: 'Журнал', to: '/setting/journal', part: 'leadsWork' },
  ],
};

export const QUIZ_GROUP_TITLE = 'Квиз';
export const QUIZ_LIST_ITEM: MenuItem = { label: 'Мои квизы', to: '/quiz', end: true, part: 'quizzes' };

export const SETTINGS_GROUP: MenuGroup = {
  title: 'Настройки',
  items: [
    { label: 'Аккаунт', to: '/user', end: true, part: 'everyone' },
    { label: 'Интеграции', to: '/user/integration', part: 'owner' },
    { label: 'Персональные данные', to: '/user/personal-data', part: 'owner' },
    { label: 'Сотрудники', to: '/user/staff', part: 'owner' },
    { label: 'Журнал действий', to: '/user/activity', part: 'owner' },
  ],
};

const MENU_ITEMS: readonly MenuItem[] = [...BOOKING_GROUP.items, QUIZ_LIST_ITEM, ...SETTINGS_GROUP.items];

/** A group's items the role may open. */
export const itemsFor = (group: MenuGroup, role: StaffRole): MenuItem[] => group.items.filter((item) => mayUse(item.part, role));

/** The part of the cabinet a path belongs to: its menu item's, a quiz's settings are 'quizzes'; null when none is known. */
export function partOfPath(pathname: string): CabinetPart | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/quiz/setting/')) return 'quizzes';
  return MENU_ITEMS.find((item) => item.to === path)?.part ?? null;
}

/** Where a person lands in the cabinet: the first screen of the menu their role may open. */
export function homeOf(role: StaffRole): string {
  return MENU_ITEMS.find((item) => mayUse(item.part, role))?.to ?? '/user';
}

/** Whether the role may open the path (a path no menu item names is left to its screen). */
export function mayOpen(pathname: string, role: StaffRole): boolean {
  const part = partOfPath(pathname);
  return part === null || mayUse(part, role);
}

export function quizTabOf(pathname: string): QuizTab | null {
  const match = pathname.match(/^\/quiz\/setting\/[^/]+\/([^/]+)/);
  const tab = QUIZ_TABS.find((candidate) => candidate.path === match?.[1]);
  return tab?.path ?? null;
}

/** A quiz's menu link: the settings tab open now is kept when switching to another quiz. */
export function quizSettingsPath(quizId: string, currentPathname: string): string {
  return `/quiz/setting/${encodeURIComponent(quizId)}/${quizTabOf(currentPathname) ?? DEFAULT_QUIZ_TAB}`;
}
