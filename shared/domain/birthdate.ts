// A patient's birth date as the widget takes it (dd.mm.yyyy, docs/contract/widget-quiz-configurator.md §5): each reason it is refused
// in its own words, so an impossible date in the right format is not told to mind the format.
const BIRTHDATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

export const BIRTHDATE_MESSAGES = {
  format: 'Дата рождения в формате дд.мм.гггг',
  impossible: 'Такой даты нет: проверьте день и месяц',
  future: 'Дата рождения ещё не наступила: проверьте год',
  early: 'Проверьте год рождения: не раньше 1900',
} as const;

/** Why a typed birth date is no birth date, or null. */
export function birthdateProblem(value: string, now = new Date()): string | null {
  const match = BIRTHDATE.exec(value);
  if (!match) return BIRTHDATE_MESSAGES.format;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return BIRTHDATE_MESSAGES.impossible;
  if (year < 1900) return BIRTHDATE_MESSAGES.early;
  return date.getTime() > now.getTime() ? BIRTHDATE_MESSAGES.future : null;
}
