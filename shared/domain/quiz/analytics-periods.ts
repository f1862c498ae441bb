// The analytics periods of the builder (docs/contract/widget-quiz-configurator.md §4 "Quiz builder"), as calendar days in the
// clinic's time zone: Сегодня, Вчера, Неделя (Monday to today), Месяц (the 1st to today), Свой (two
// clicked days, in either order). The counters are per day, so a period is an inclusive day range.
// A view is counted on the same clocks: the server stamps the instant it receives the beacon and files
// it under analyticsDay (never a day the visitor's browser names), so "Сегодня" holds exactly the
// views made since the clinic's midnight.
import { addDays, isoWeekday, localMoment } from '../schedule';

export const ANALYTICS_PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_TITLES: Record<AnalyticsPeriod, string> = {
  today: 'Сегодня',
  yesterday: 'Вчера',
  week: 'Неделя',
  month: 'Месяц',
  custom: 'Свой',
};

/** Inclusive, both yyyy-mm-dd. */
export interface DayRange {
  from: string;
  to: string;
}

/** The day (yyyy-mm-dd) a view at the instant `at` is counted on: the calendar day on the clinic's clocks. */
export function analyticsDay(at: Date, timeZone: string): string {
  return localMoment(timeZone, at).date;
}

/** The days of a period on the clocks of `timeZone` at `now`; 'custom' takes the two picked days. */
export function periodDays(period: AnalyticsPeriod, timeZone: string, now: Date, picked?: readonly [string, string]): DayRange {
  const today = analyticsDay(now, timeZone);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'week':
      return { from: addDays(today, 1 - isoWeekday(today)), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom': {
      const [first, second] = picked ?? [today, today];
      return first <= second ? { from: first, to: second } : { from: second, to: first };
    }
  }
}
