// The router's error boundary: a route that failed to load or render lands here and is reported.
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { reportError } from '../../errors/reporter';
import { ErrorScreen } from './ErrorScreen';
import NotFoundPage from './NotFoundPage';

export { NotFoundPage };

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) reportError(error, { stage: 'route' });
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return (
    <ErrorScreen
      label="Ошибка"
      title="Не удалось открыть страницу"
      text="Мы уже получили отчёт об ошибке. Обновите страницу или вернитесь на главную."
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Обновить страницу
          </button>
          <Link to="/" className="btn btn--ghost">
            На главную
          </Link>
        </>
      }
    />
  );
}
