// The frame of every page: the page background, the document title, scroll restoration, and an error
// boundary around the page (with React's component stack, which the router's boundary lacks).
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { CrashScreen } from '../pages/errors/ErrorScreen';
import { pageBackground } from '../routing/access';
import { documentTitle } from '../routing/page-title';

export function RootLayout() {
  const { pathname } = useLocation();
  const matches = useMatches();

  useEffect(() => {
    document.documentElement.dataset.background = pageBackground(pathname);
  }, [pathname]);

  const title = documentTitle(matches.map((match) => match.handle));
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      {/* Keyed by path: a crashed page does not keep the next page from rendering. */}
      <ErrorBoundary key={pathname} fallback={(reset) => <CrashScreen onRetry={reset} />}>
        <Outlet />
      </ErrorBoundary>
      <ScrollRestoration />
    </>
  );
}
