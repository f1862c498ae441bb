import type { ReactNode } from 'react';
import { LogoMark } from '../../ui/Logo';
import './errors.css';

interface ErrorScreenProps {
  label: string;
  title: string;
  text: string;
  actions: ReactNode;
}

export function ErrorScreen({ label, title, text, actions }: ErrorScreenProps) {
  return (
    <main className="error-page">
      <LogoMark />
      <span className="error-page__code">{label}</span>
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="error-page__actions">{actions}</div>
    </main>
  );
}

/** The fallback of the outermost React error boundary (outside the router, so plain links). */
export function CrashScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorScreen
      label="Ошибка"
      title="Что-то пошло не так"
      text="Мы уже получили отчёт об ошибке. Попробуйте обновить страницу."
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Обновить страницу
          </button>
          <button type="button" className="btn btn--ghost" onClick={onRetry}>
            Попробовать снова
          </button>
        </>
      }
    />
  );
}
