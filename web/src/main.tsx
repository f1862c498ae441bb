// The web app's single entry: an old letter's code moved out of the query first, then global error
// reporting, UTM capture, the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { captureUtm } from './analytics/utm';
import { setApiNavigate } from './api/client';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { installGlobalErrorHandlers } from './errors/reporter';
import { CrashScreen } from './pages/errors/ErrorScreen';
import { routes } from './router';
import { moveSecretToFragment } from './routing/secret-in-fragment';
import './styles/base.css';

moveSecretToFragment(window.location, window.history);
installGlobalErrorHandlers();
captureUtm(window.location.search);

const router = createBrowserRouter(routes);
setApiNavigate((path) => void router.navigate(path, { replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary fallback={(reset) => <CrashScreen onRetry={reset} />}>
      <RouterProvider router={router} />
    </ErrorBoundary>
  </StrictMode>,
);
