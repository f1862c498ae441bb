// Sends error reports from this browser tab to POST /api/errors, limited and deduplicated.
import { knownUserEmail } from '../session/known-user';
import { buildErrorReport, createReportLimiter, type LifecycleStage } from './report';
import { onUncaughtErrors } from './listen';

const allow = createReportLimiter();

/** Noise browsers raise that says nothing about our code. */
const IGNORED = [/ResizeObserver loop/i];

export interface ErrorContext {
  stage: LifecycleStage;
  component?: string | null;
}

export function reportError(error: unknown, context: ErrorContext): void {
  try {
    const report = buildErrorReport({
      error,
      stage: context.stage,
      component: context.component,
      href: window.location.href,
      email: knownUserEmail(),
      now: new Date(),
    });
    if (IGNORED.some((pattern) => pattern.test(report.errMessage))) return;
    if (!allow(report, Date.now())) return;
    void fetch('/api/errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never become the next error.
  }
}

/** Uncaught errors and unhandled rejections anywhere on the page. */
export function installGlobalErrorHandlers(): void {
  onUncaughtErrors((error, stage) => reportError(error, { stage }));
  // A chunk of an older deployment is gone: reload once to get the current one (Vite's preload event).
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceAfterPreloadError()) {
      event.preventDefault();
      window.location.reload();
    } else {
      reportError((event as Event & { payload?: unknown }).payload, { stage: 'chunk' });
    }
  });
}

const RELOADED_KEY = 'dentlead:reloaded-after-preload-error';

/** True the first time in this tab; storage that is blocked means no reload (no loop). */
function reloadOnceAfterPreloadError(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
    return true;
  } catch {
    return false;
  }
}
