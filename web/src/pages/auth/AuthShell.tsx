// The shared frame of /registration and /authorization, with the switch between them.
import { NavLink, Outlet } from 'react-router';
import { Logo } from '../../ui/Logo';
import '../../ui/ui.css';
import './auth.css';

export default function AuthShell() {
  return (
    <div className="auth">
      <aside className="auth__aside" aria-hidden="true">
        <div className="auth__aside-inner">
          <p className="auth__aside-title">Онлайн-запись, квизы и заявки клиники в одном кабинете</p>
          <ul>
            <li>Расписание врачей из МИС на сайте клиники</li>
            <li>Заявки на почту, в Telegram и CRM</li>
            <li>Без ограничений по сайтам и врачам</li>
          </ul>
        </div>
      </aside>
      <main className="auth__main">
        <div className="auth__card">
          <Logo />
          <nav className="auth__switch" aria-label="Вход или регистрация">
            <NavLink to="/authorization" replace>
              Вход
            </NavLink>
            <NavLink to="/registration" replace>
              Регистрация
            </NavLink>
          </nav>
          <Outlet />
          {/* A page load, not an app route: the landing is its own prerendered page. */}
          <a className="auth__back" href="/">
            ← На главную
          </a>
        </div>
      </main>
    </div>
  );
}
