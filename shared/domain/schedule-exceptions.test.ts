import { clinicUpdateSchema } from '../schemas/clinic';
import { weeklyScheduleSchema, type ScheduleDraft } from '../schemas/doctor';
import { hoursOn } from './schedule';
import { isCalendarDate, scheduleDateProblem, vacationProblem } from './schedule-exceptions';

const week: ScheduleDraft = {
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00', breaks: [] })),
  exceptions: [],
  slotMinutes: 30,
  horizonDays: 28,
};
const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('schedule dates', () => {
  it('takes calendar dates only, within the window', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('01.05.2026')).toBe(false);
    expect(scheduleDateProblem('2026-05-01', 'Выходной')).toBeNull();
    expect(scheduleDateProblem('2026-02-30', 'Выходной')).toBe('Выходной: дата в формате гггг-мм-дд, например 2026-05-01');
    expect(scheduleDateProblem('3026-05-01', 'Выходной')).toBe('Выходной: дата с 01.01.2020 по 31.12.2099');
  });

  it('refuses a vacation that ends before it starts or lasts over a year', () => {
    expect(vacationProblem({ from: '2026-07-01', to: '2026-07-14' })).toBeNull();
    expect(vacationProblem({ from: '2026-07-01', to: '2026-07-01' })).toBeNull();
    expect(vacationProblem({ from: '2026-07-14', to: '2026-07-01' })).toBe(
      'Отпуск 14.07.2026–01.07.2026: дата окончания раньше даты начала',
    );
    expect(vacationProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('Отпуск 01.01.2026–02.01.2027: не длиннее 366 дней');
  });
});

describe('the schedule schema with exceptions', () => {
  it('takes a vacation, a day off and a one-off working day; a schedule without exceptions has none', () => {
    const exceptions = [
      { kind: 'vacation', from: '2026-07-01', to: '2026-07-14' },
      { kind: 'dayOff', date: '2026-06-12' },
      { kind: 'workday', date: '2026-06-13', start: '10:00', end: '14:00' },
    ];
    const parsed = weeklyScheduleSchema.parse({ ...week, exceptions });
    expect(parsed.exceptions[2]).toEqual({ kind: 'workday', date: '2026-06-13', start: '10:00', end: '14:00', breaks: [] });
    const { exceptions: _none, ...stored } = week;
    expect(weeklyScheduleSchema.parse(stored).exceptions).toEqual([]);
  });

  it('says what is wrong at the entry and its field', () => {
    const result = weeklyScheduleSchema.safeParse({
      ...week,
      exceptions: [
        { kind: 'vacation', from: '2026-07-14', to: '2026-07-01' },
        { kind: 'dayOff', date: '2026-02-30' },
        { kind: 'workday', date: '2026-06-13', start: '14:00', end: '10:00' },
        { kind: 'sick', date: '2026-06-14' },
        { kind: 'dayOff', date: '2026-06-15', note: 'x' },
      ],
    });
    expect(issuesOf(result)).toEqual([
      { path: 'exceptions.0.to', message: 'Отпуск 14.07.2026–01.07.2026: дата окончания раньше даты начала' },
      { path: 'exceptions.1.date', message: 'Выходной: дата в формате гггг-мм-дд, например 2026-05-01' },
      { path: 'exceptions.2.end', message: 'Рабочий день 13.06.2026: конец рабочего дня должен быть позже начала' },
      {
        path: 'exceptions.3.kind',
        message: 'Исключение в расписании: отпуск (vacation), выходной (dayOff) или рабочий день (workday)',
      },
      { path: 'exceptions.4', message: 'Неизвестное поле: note' },
    ]);
  });

  it('refuses the same entry twice and more than 100 entries', () => {
    const twice = weeklyScheduleSchema.safeParse({
      ...week,
      exceptions: [
        { kind: 'workday', date: '2026-06-13', start: '10:00', end: '14:00' },
        { kind: 'workday', date: '2026-06-13', start: '15:00', end: '16:00' },
      ],
    });
    expect(issuesOf(twice)).toEqual([{ path: 'exceptions.1', message: 'Рабочий день 13.06.2026 указан дважды' }]);
    const many = Array.from({ length: 101 }, (_, day) => ({ kind: 'dayOff', date: dateAfter(day) }));
    expect(issuesOf(weeklyScheduleSchema.safeParse({ ...week, exceptions: many }))).toContainEqual({
      path: 'exceptions',
      message: 'Не больше 100 отпусков, выходных и рабочих дней',
    });
  });
});

describe('clinic holidays', () => {
  it('are kept ascending; a date twice or not a date is refused at its place', () => {
    expect(clinicUpdateSchema.parse({ version: 1, holidays: ['2026-05-09', '2026-01-01'] }).holidays).toEqual(['2026-01-01', '2026-05-09']);
    expect(issuesOf(clinicUpdateSchema.safeParse({ version: 1, holidays: ['2026-01-01', '2026-01-01', '2026-02-30'] }))).toEqual([
      { path: 'holidays.2', message: 'Праздничный день: дата в формате гггг-мм-дд, например 2026-05-01' },
      { path: 'holidays.1', message: 'Праздничный день 01.01.2026 указан дважды' },
    ]);
  });
});

describe('the hours of a date', () => {
  const schedule: ScheduleDraft = {
    ...week,
    exceptions: [
      { kind: 'vacation', from: '2026-07-01', to: '2026-07-14' },
      { kind: 'dayOff', date: '2026-06-10' },
      { kind: 'workday', date: '2026-07-06', start: '10:00', end: '12:00', breaks: [] },
      { kind: 'workday', date: '2026-06-13', start: '10:00', end: '14:00', breaks: [] },
      { kind: 'workday', date: '2026-01-02', start: '11:00', end: '15:00', breaks: [] },
    ],
  };
  const holidays = new Set(['2026-01-01', '2026-01-02', '2026-06-11']);

  it('follow the week, closed by a holiday, a day off or a vacation, opened by a one-off working day over all of them', () => {
    expect(hoursOn(schedule, '2026-06-09', holidays)?.start).toBe('09:00'); // a Tuesday
    expect(hoursOn(schedule, '2026-06-10', holidays)).toBeUndefined(); // day off
    expect(hoursOn(schedule, '2026-06-11', holidays)).toBeUndefined(); // holiday
    expect(hoursOn(schedule, '2026-06-13', holidays)?.start).toBe('10:00'); // a Saturday worked once
    expect(hoursOn(schedule, '2026-06-14', holidays)).toBeUndefined(); // Sunday
    expect(hoursOn(schedule, '2026-07-01', holidays)).toBeUndefined(); // vacation, first day
    expect(hoursOn(schedule, '2026-07-14', holidays)).toBeUndefined(); // vacation, last day
    expect(hoursOn(schedule, '2026-07-06', holidays)?.end).toBe('12:00'); // on duty inside the vacation
    expect(hoursOn(schedule, '2026-07-15', holidays)?.start).toBe('09:00');
    expect(hoursOn(schedule, '2026-01-01', holidays)).toBeUndefined();
    expect(hoursOn(schedule, '2026-01-02', holidays)?.start).toBe('11:00'); // on duty on a holiday
  });
});

function dateAfter(days: number): string {
  return new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);
}
