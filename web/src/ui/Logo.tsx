import { Link } from 'react-router';
import './ui.css';

export function LogoMark({ className = 'logo__mark' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b84ff" />
          <stop offset="1" stopColor="#8a6cff" />
        </linearGradient>
      </defs>
      <rect width="36" height="36" rx="10" fill="url(#logo-gradient)" />
      <path
        transform="translate(6 6)"
        fill="#fff"
        d="M7.5 3C5 3 3.5 5 3.5 7.6c0 2.3.9 3.7 1.5 5.4.6 1.8.8 3.4 1.1 5.3.3 1.8.8 2.7 1.8 2.7 1.3 0 1.5-1.6 1.9-3.6.3-1.6.7-2.9 2.2-2.9s1.9 1.3 2.2 2.9c.4 2 .6 3.6 1.9 3.6 1 0 1.5-.9 1.8-2.7.3-1.9.5-3.5 1.1-5.3.6-1.7 1.5-3.1 1.5-5.4C20.5 5 19 3 16.5 3c-1.9 0-2.9 1-4.5 1S9.4 3 7.5 3z"
      />
    </svg>
  );
}

/** The product logo; a link to the landing page. */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="ДентЛид — на главную">
      <LogoMark />
      <span aria-hidden="true">ДентЛид</span>
    </Link>
  );
}
