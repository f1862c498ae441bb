// Uncaught errors and unhandled rejections anywhere on a page, handed to a reporter. The cabinet and
// the widget report at once (reporter.ts); the public pages (landing, quiz, /seagull) load the reporter
// only when something fails, so a page that never fails carries a few hundred bytes for it.
import { onUncaughtErrors } from './listen';

/** For the public pages: the reporter (limits, deduplication, the report's shape) is fetched on the first error. */
export function reportPageErrors(): void {
  onUncaughtErrors((error, stage) => {
    import('./reporter').then(
      ({ reportError }) => reportError(error, { stage }),
      () => undefined,
    );
  });
}
