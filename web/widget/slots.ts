// Free slots on the calendar (docs/contract/widget-quiz-configurator.md §2, §4): months ascending, Monday-first week rows, only future
// slots, and a day's times grouped by part of day (Утро 05–11, День 12–16, Вечер 17–21, Ночь otherwise).
import type { FreeSlots } from '../../shared/schemas/widget';

export const DAY_PARTS = ['Утро', 'День', 'Вечер', 'Ночь'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

export function partOfDay(time: string): DayPart {
  const hour = Number(time.slice(0, 2));
  if (hour >= 5 && hour < 12) return 'Утро';
  if (hour >= 12 && hour < 17) return 'День';
  if (hour >= 17 && hour < 22) return 'Вечер';
  return 'Ночь';
}

/** A day's times as non-empty groups in the order Утро, День, Вечер, Ночь; times ascending. */
export function groupByPartOfDay(times: readonly string[]): Array<{ part: DayPart; times: string[] }> {
  const sorted = [...times].sort();
  return DAY_PARTS.map((part) => ({ part, times: sorted.filter((time) => partOfDay(time) === part) })).filter(
    (group) => group.times.length > 0,
  );
}

/** Free slots of several doctors as one calendar ('Любой специалист'): every time any of them is free. */
export function mergeSlots(lists: readonly FreeSlots[]): FreeSlots {
  const merged = new Map<string, Set<string>>();
  for (const slots of lists) {
    for (const [date, times] of Object.entries(slots)) {
      const day = merged.get(date) ?? new Set<string>();
      for (const time of times) day.add(time);
      merged.set(date, day);
    }
  }
  return Object.fromEntries([...merged.keys()].sort().map((date) => [date, [...merged.get(date)!].sort()]));
}

export interface LocalNow {
  /** 'yyyy-mm-dd' */
  date: string;
  /** 'HH:mm' */
  time: string;
}

/** The current date and time on the clinic's wall clock. */
export function nowIn(timeZone: string, at = new Date()): LocalNow {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    return nowIn('UTC', at);
  }
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** Only what is still ahead: later dates, and today's times later than now. Empty days are dropped. */
export function futureSlots(slots: FreeSlots, now: LocalNow): FreeSlots {
  const result: FreeSlots = {};
  for (const date of Object.keys(slots).sort()) {
    if (date < now.date) continue;
    const times = date === now.date ? slots[date]!.filter((time) => time > now.time) : slots[date]!;
    if (times.length > 0) result[date] = [...times].sort();
  }
  return result;
}

/** 'yyyy-mm' of every month with a free slot, ascending. */
export function monthsOf(slots: FreeSlots): string[] {
  return [...new Set(Object.keys(slots).map((date) => date.slice(0, 7)))].sort();
}

/** A month as week rows from Monday; null cells pad the first and last weeks. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month's weeks from the first one with a free day: past weeks would push the times below the fold. */
export function weeksFromFirstFree(month: string, slots: FreeSlots): Array<Array<string | null>> {
  const weeks = monthWeeks(month);
  const first = weeks.findIndex((week) => week.some((day) => day !== null && Boolean(slots[day])));
  return first > 0 ? weeks.slice(first) : weeks;
}
