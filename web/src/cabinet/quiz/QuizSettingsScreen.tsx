import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { QUIZ_TABS, quizTabOf } from '../menu';
import { ComingSoon } from './ComingSoon';

export default function QuizSettingsScreen() {
  const { quizId = '' } = useParams();
  const { pathname } = useLocation();
  const tab = QUIZ_TABS.find((candidate) => candidate.path === quizTabOf(pathname));
  return (
    <ComingSoon
      title="Настройки квиза"
      description={`${tab ? `«${tab.title}»: ` : ''}здесь будет конструктор квиза — посадочная страница, вопросы, A/B тест, аналитика и настройки.`}
    >
      <nav className="cabinet-tabs" aria-label="Разделы квиза">
        {QUIZ_TABS.map((candidate) => (
          <NavLink key={candidate.path} to={`/quiz/setting/${encodeURIComponent(quizId)}/${candidate.path}`} className="cabinet-tabs__tab">
            {candidate.title}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </ComingSoon>
  );
}
