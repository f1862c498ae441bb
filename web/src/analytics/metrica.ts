// Yandex Metrica on our own pages (the public quiz, the booking widget's own page): the official tag
// loader, added only when the clinic has a counter, and its goals. The snippet is Metrica's own: a `ym`
// that queues calls until tag.js (from the URL GET /api/user/metric names) takes over. Embedded on a
// clinic's site, the widget never loads it: the clinic's page owns its counters (web/loader).
import type { ownerMetric } from '../../../shared/api/quiz';
import type { OwnerMetric } from '../../../shared/schemas/owner-metric';

// The contract's path, typed against it without bundling its schemas.
const METRIC_PATH: (typeof ownerMetric)['path'] = '/api/user/metric';

type QueuedYm = ((...call: unknown[]) => void) & { a?: unknown[][]; l?: number };

const INIT_OPTIONS = { clickmap: true, trackLinks: true, accurateTrackBounce: true };

/** Adds the tag loader once and initialises each counter; nothing at all without counters. */
export function loadMetrica({ counters, tagUrl }: OwnerMetric): void {
  if (counters.length === 0) return;
  const page = window as unknown as { ym?: QueuedYm };
  if (!page.ym) {
    const queued: QueuedYm = (...call) => {
      (queued.a ||= []).push(call);
    };
    queued.l = Date.now();
    page.ym = queued;
  }
  if (![...document.scripts].some((script) => script.src === tagUrl)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = tagUrl;
    document.head.append(script);
  }
  for (const counter of counters) page.ym(counter, 'init', INIT_OPTIONS);
}

/** The goal on every counter (a no-op without the tag). */
export function reachMetricGoal(counters: readonly number[], goal: string): void {
  for (const counter of counters) window.ym?.(counter, 'reachGoal', goal);
}

/** The owner's counters and tag URL (GET /api/user/metric); none when the call fails: analytics never breaks a page. */
export async function fetchOwnerMetric(ownerId: string): Promise<OwnerMetric> {
  try {
    const response = await fetch(`${METRIC_PATH}?id=${encodeURIComponent(ownerId)}`);
    if (response.ok) return (await response.json()) as OwnerMetric;
  } catch {
    // Offline or blocked: no analytics.
  }
  return { counters: [], tagUrl: '' };
}
