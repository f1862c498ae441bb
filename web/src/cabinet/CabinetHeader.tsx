import { useState } from 'react';
import type { ClinicView } from '../../../shared/schemas/clinic';
import type { UserView } from '../../../shared/schemas/user';
import { LogoMark } from '../ui/Logo';
import { imageUrl } from './images/images-api';

interface CabinetHeaderProps {
  user: UserView | undefined;
  clinic: ClinicView | undefined;
  loading: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onExit: () => void;
}

function ClinicLogo({ logo }: { logo: string | null | undefined }) {
  const [broken, setBroken] = useState(false);
  if (!logo || broken) return <LogoMark className="cabinet-header__logo" />;
  return (
    <img className="cabinet-header__logo" src={imageUrl(logo, '250x250')} alt="" width={40} height={40} onError={() => setBroken(true)} />
  );
}

export function CabinetHeader({ user, clinic, loading, menuOpen, onToggleMenu, onExit }: CabinetHeaderProps) {
  const name = clinic?.clinic?.trim() || user?.name || '';
  return (
    <header className="cabinet-header">
      <button
        type="button"
        className="cabinet-header__menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="cabinet-menu"
        aria-label={menuOpen ? 'Закрыть меню' : 'Открыть меню'}
        onClick={onToggleMenu}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {menuOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div className="cabinet-header__clinic">
        <ClinicLogo logo={clinic?.logo} />
        {loading ? (
          <span className="skeleton skeleton--text" role="progressbar" aria-label="Загрузка" />
        ) : (
          <span className="cabinet-header__name" data-testid="clinic-name" title={name || undefined}>
            {name || 'Ваша клиника'}
          </span>
        )}
      </div>
      <div className="cabinet-header__actions">
        {user ? <span className="cabinet-header__email">{user.email}</span> : null}
        <button type="button" className="btn btn--ghost btn--small" onClick={onExit}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l-5-5 5-5M5 12h11"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Выйти
        </button>
      </div>
    </header>
  );
}
