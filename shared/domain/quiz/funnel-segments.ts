// The funnel of a segment (issue 27 §3): the visits of one device class, of some utm_sources, or both.
// The cabinet offers the period's top sources by visitors, and the rest together as «Другие» (with the
// visits the server counted as SOURCE_OTHER once a day had kept MAX_DAY_SOURCES apart).
import type { QuizVariantStats } from '../../schemas/quiz-analytics';
import { type FunnelStepRef, type StepTotals, totalsOfDays } from './funnel';
import { type DeviceClass, SOURCE_NONE, SOURCE_OTHER, segmentOf } from './visit-segments';

/** No device or no sources: every visit of that kind. */
export interface SegmentFilter {
  device?: DeviceClass;
  sources?: ReadonlySet<string>;
}

export const TOP_SOURCES = 5;

/** The sources of the period by visitors (start-page views), most first: the top ones apart, the rest as one group. */
export function sourceGroups(stats: Pick<QuizVariantStats, 'segments'>, startKey: string): { top: string[]; rest: string[] } {
  const visitors = new Map<string, number>();
  for (const [key, { views }] of Object.entries(stats.segments)) {
    const segment = segmentOf(key);
    if (segment) visitors.set(segment.source, (visitors.get(segment.source) ?? 0) + (views[startKey] ?? 0));
  }
  const ranked = [...visitors]
    .filter(([source]) => source !== SOURCE_OTHER)
    .sort(([a, one], [b, other]) => other - one || a.localeCompare(b))
    .map(([source]) => source);
  return { top: ranked.slice(0, TOP_SOURCES), rest: [...ranked.slice(TOP_SOURCES), ...(visitors.has(SOURCE_OTHER) ? [SOURCE_OTHER] : [])] };
}

export function sourceLabel(source: string): string {
  return source === SOURCE_NONE ? 'Без метки' : source === SOURCE_OTHER ? 'Другие' : source;
}

/** The steps' totals of the visits the filter keeps: all of them read by day, a segment from its counters. */
export function segmentTotals(steps: readonly FunnelStepRef[], stats: QuizVariantStats, filter: SegmentFilter): StepTotals {
  if (!filter.device && !filter.sources) return totalsOfDays(steps, stats.days, stats.continued);
  const totals = { views: {} as Record<string, number>, continued: {} as Record<string, number> };
  for (const [key, counts] of Object.entries(stats.segments)) {
    const segment = segmentOf(key);
    if (!segment || (filter.device && segment.device !== filter.device) || (filter.sources && !filter.sources.has(segment.source)))
      continue;
    for (const step of steps) {
      totals.views[step.key] = (totals.views[step.key] ?? 0) + (counts.views[step.key] ?? 0);
      totals.continued[step.key] = (totals.continued[step.key] ?? 0) + (counts.continued[step.key] ?? 0);
    }
  }
  return totals;
}
