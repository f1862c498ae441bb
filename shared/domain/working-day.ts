// The shared schedule rule of one working day (issue 22): the day ends after it starts, and each break
// ends after it starts and lies within the day's hours. Every message names the day (and the break), so
// the cabinet's schedule dialog says it at that day's row and the server's 400 says which day it means.
// The weekly schedule's schema (shared/schemas/doctor.ts) runs it, in the browser and on the server, for
// the weekdays and for each one-off working day (issue 26, named by its date).

export const WEEKDAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;

export interface DayHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  start: string;
  end: string;
  breaks: ReadonlyArray<{ start: string; end: string }>;
}

export interface DayProblem {
  /** Where in the day: 'end' (the day's hours) or ['breaks', index]. */
  path: ['end'] | ['breaks', number];
  message: string;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? `День ${weekday}`;

/** What is wrong with the day's hours and breaks; times not in 'HH:MM' are the schema's to refuse, so they are skipped here. */
export function workingDayProblems(day: DayHours): DayProblem[] {
  return workingHoursProblems(day, weekdayName(day.weekday));
}

/** The same rule for hours named otherwise (a one-off working day is named by its date). */
export function workingHoursProblems(day: Omit<DayHours, 'weekday'>, name: string): DayProblem[] {
  const problems: DayProblem[] = [];
  const hoursKnown = HH_MM.test(day.start) && HH_MM.test(day.end);
  if (hoursKnown && minutes(day.end) <= minutes(day.start))
    problems.push({ path: ['end'], message: `${name}: конец рабочего дня должен быть позже начала` });
  day.breaks.forEach((pause, index) => {
    if (!HH_MM.test(pause.start) || !HH_MM.test(pause.end)) return;
    const label = `${name}, перерыв ${index + 1}`;
    if (minutes(pause.end) <= minutes(pause.start)) {
      problems.push({ path: ['breaks', index], message: `${label}: конец перерыва должен быть позже начала` });
    } else if (hoursKnown && (minutes(pause.start) < minutes(day.start) || minutes(pause.end) > minutes(day.end))) {
      problems.push({
        path: ['breaks', index],
        message: `${label} (${pause.start}–${pause.end}) вне рабочего времени ${day.start}–${day.end}`,
      });
    }
  });
  return problems;
}
