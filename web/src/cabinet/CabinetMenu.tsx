import { NavLink, useLocation } from 'react-router';
import { mayUse, type StaffRole } from '../../../shared/domain/staff/roles';
import type { QuizSummary } from './quiz/quiz-api';
import {
  BOOKING_GROUP,
  itemsFor,
  type MenuGroup,
  QUIZ_GROUP_TITLE,
  QUIZ_LIST_ITEM,
  quizSettingsPath,
  SETTINGS_GROUP,
  type MenuItem,
} from './menu';

interface CabinetMenuProps {
  open: boolean;
  /** The signed-in person's role, once known: the menu shows only what it may open (issue 29). */
  role: StaffRole | undefined;
  quizzes: QuizSummary[] | undefined;
  quizzesLoading: boolean;
}

function MenuLink({ item }: { item: MenuItem }) {
  return (
    <li>
      <NavLink to={item.to} end={item.end} className="cabinet-menu__link">
        {item.label}
      </NavLink>
    </li>
  );
}

function QuizLinks({ quizzes, loading }: { quizzes: QuizSummary[] | undefined; loading: boolean }) {
  const { pathname } = useLocation();
  if (loading) {
    return (
      <li aria-hidden="true">
        <span className="skeleton skeleton--menu" />
      </li>
    );
  }
  return (
    <>
      {(quizzes ?? []).map((quiz) => (
        <li key={quiz._id}>
          <NavLink
            to={quizSettingsPath(quiz._id, pathname)}
            className={() =>
              `cabinet-menu__link cabinet-menu__link--nested${pathname.startsWith(`/quiz/setting/${encodeURIComponent(quiz._id)}/`) ? ' active' : ''}`
            }
          >
            {quiz.name || 'Квиз без названия'}
          </NavLink>
        </li>
      ))}
    </>
  );
}

function MenuGroupLinks({ group, role }: { group: MenuGroup; role: StaffRole }) {
  const items = itemsFor(group, role);
  if (items.length === 0) return null;
  return (
    <div className="cabinet-menu__group">
      <h2 className="cabinet-menu__title">{group.title}</h2>
      <ul>
        {items.map((item) => (
          <MenuLink key={item.to} item={item} />
        ))}
      </ul>
    </div>
  );
}

export function CabinetMenu({ open, role, quizzes, quizzesLoading }: CabinetMenuProps) {
  return (
    <nav
      id="cabinet-menu"
      className={`cabinet-menu${role ? ' cabinet-menu--ready' : ''}${open ? ' cabinet-menu--open' : ''}`}
      aria-label="Меню кабинета"
    >
      {role ? (
        <>
          <MenuGroupLinks group={BOOKING_GROUP} role={role} />
          {mayUse(QUIZ_LIST_ITEM.part, role) ? (
            <div className="cabinet-menu__group">
              <h2 className="cabinet-menu__title">{QUIZ_GROUP_TITLE}</h2>
              <ul>
                <MenuLink item={QUIZ_LIST_ITEM} />
                <QuizLinks quizzes={quizzes} loading={quizzesLoading} />
              </ul>
            </div>
          ) : null}
          <MenuGroupLinks group={SETTINGS_GROUP} role={role} />
        </>
      ) : null}
    </nav>
  );
}
