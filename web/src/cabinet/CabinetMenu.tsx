import { NavLink, useLocation } from 'react-router';
import type { QuizSummary } from './quiz/quiz-api';
import { BOOKING_GROUP, QUIZ_GROUP_TITLE, QUIZ_LIST_ITEM, quizSettingsPath, SETTINGS_GROUP, type MenuItem } from './menu';

interface CabinetMenuProps {
  open: boolean;
  ready: boolean;
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

export function CabinetMenu({ open, ready, quizzes, quizzesLoading }: CabinetMenuProps) {
  return (
    <nav
      id="cabinet-menu"
      className={`cabinet-menu${ready ? ' cabinet-menu--ready' : ''}${open ? ' cabinet-menu--open' : ''}`}
      aria-label="Меню кабинета"
    >
      <div className="cabinet-menu__group">
        <h2 className="cabinet-menu__title">{BOOKING_GROUP.title}</h2>
        <ul>
          {BOOKING_GROUP.items.map((item) => (
            <MenuLink key={item.to} item={item} />
          ))}
        </ul>
      </div>
      <div className="cabinet-menu__group">
        <h2 className="cabinet-menu__title">{QUIZ_GROUP_TITLE}</h2>
        <ul>
          <MenuLink item={QUIZ_LIST_ITEM} />
          <QuizLinks quizzes={quizzes} loading={quizzesLoading} />
        </ul>
      </div>
      <div className="cabinet-menu__group">
        <h2 className="cabinet-menu__title">{SETTINGS_GROUP.title}</h2>
        <ul>
          {SETTINGS_GROUP.items.map((item) => (
            <MenuLink key={item.to} item={item} />
          ))}
        </ul>
      </div>
    </nav>
  );
}
