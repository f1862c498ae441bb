// The cabinet frame (docs/contract/cabinet.md §2): header with the clinic and exit, the left menu, the screen.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { mayUse } from '../../../shared/domain/staff/roles';
import { userQuery, signOut } from '../api/user';
import { AUTHORIZATION_PATH } from '../routing/access';
import { Loader } from '../ui/Loader';
import { CabinetHeader } from './CabinetHeader';
import { CabinetMenu } from './CabinetMenu';
import { homeOf, mayOpen } from './menu';
import { clinicQuery } from './clinic/clinic-api';
import { quizListQuery } from './quiz/quiz-api';
import '../ui/ui.css';
import './cabinet.css';
import { LoadFailed } from './controls/LoadFailed';

export default function CabinetLayout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const user = useQuery(userQuery);
  const clinic = useQuery(clinicQuery);
  const role = user.data?.role;
  // The quiz list only for whom 'Мои квизы' is (an administrator's call would be refused).
  const quizzes = useQuery({ ...quizListQuery, enabled: role !== undefined && mayUse('quizzes', role) });
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [menuOpen]);

  function exit() {
    signOut(client);
    void navigate(AUTHORIZATION_PATH, { replace: true });
  }

  return (
    <div className="cabinet">
      {navigation.state === 'loading' ? <div className="cabinet__progress" role="progressbar" aria-label="Загрузка страницы" /> : null}
      <CabinetHeader
        user={user.data}
        clinic={clinic.data}
        loading={user.isPending || clinic.isPending}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((value) => !value)}
        onExit={exit}
      />
      <div className="cabinet__body">
        <CabinetMenu open={menuOpen} role={role} quizzes={quizzes.data} quizzesLoading={quizzes.isPending} />
        {menuOpen ? (
          <button type="button" className="cabinet__backdrop" aria-label="Закрыть меню" onClick={() => setMenuOpen(false)} />
        ) : null}
        <main className="cabinet__main">
          {user.isPending ? (
            <Loader label="Загружаем кабинет…" />
          ) : user.isError ? (
            <LoadFailed what="данные" query={user} />
          ) : mayOpen(pathname, user.data.role) ? (
            <Outlet />
          ) : (
            // A screen the role cannot use (a sign-in lands on 'Клиника', an old link): its own first screen instead.
            <Navigate to={homeOf(user.data.role)} replace />
          )}
        </main>
      </div>
    </div>
  );
}
