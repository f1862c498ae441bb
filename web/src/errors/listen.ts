// Uncaught errors and unhandled rejections anywhere on a page, handed to a reporter (reporter.ts for the
// cabinet and the widget, uncaught.ts's lazy one for the public pages).
export type UncaughtStage = 'event' | 'promise';

export function onUncaughtErrors(report: (error: unknown, stage: UncaughtStage) => void): void {
  window.addEventListener('error', (event) => {
    // A failed <img>/<script> load fires 'error' on the element, not an ErrorEvent with an error.
    if (event instanceof ErrorEvent) report(event.error ?? event.message, 'event');
  });
  window.addEventListener('unhandledrejection', (event) => report(event.reason, 'promise'));
}
