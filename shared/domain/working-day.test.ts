import { weeklyScheduleSchema } from '../schemas/doctor';
import { workingDayProblems } from './working-day';

const monday = { weekday: 1, start: '09:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] };

describe('the working day rule', () => {
  it('passes hours with a break inside them, a break at either edge too', () => {
    expect(workingDayProblems(monday)).toEqual([]);
    expect(
      workingDayProblems({
        ...monday,
        breaks: [
          { start: '09:00', end: '09:30' },
          { start: '17:30', end: '18:00' },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a break outside the hours, naming the day and the break', () => {
    expect(workingDayProblems({ ...monday, end: '12:00' })).toEqual([
      { path: ['breaks', 0], message: 'Понедельник, перерыв 1 (13:00–14:00) вне рабочего времени 09:00–12:00' },
    ]);
    expect(workingDayProblems({ weekday: 6, start: '10:00', end: '15:00', breaks: [{ start: '09:30', end: '10:30' }] })).toEqual([
      { path: ['breaks', 0], message: 'Суббота, перерыв 1 (09:30–10:30) вне рабочего времени 10:00–15:00' },
    ]);
  });

  it('refuses a day or a break that ends before it starts, naming the day', () => {
    expect(workingDayProblems({ ...monday, weekday: 3, start: '18:00', end: '09:00', breaks: [] })).toEqual([
      { path: ['end'], message: 'Среда: конец рабочего дня должен быть позже начала' },
    ]);
    expect(workingDayProblems({ ...monday, breaks: [monday.breaks[0]!, { start: '15:00', end: '15:00' }] })).toEqual([
      { path: ['breaks', 1], message: 'Понедельник, перерыв 2: конец перерыва должен быть позже начала' },
    ]);
  });

  it('is the weekly schedule schema’s rule: the issue sits at the day’s break, with the day named', () => {
    const parsed = weeklyScheduleSchema.safeParse({
      days: [monday, { weekday: 2, start: '09:00', end: '12:00', breaks: [{ start: '13:00', end: '14:00' }] }],
      slotMinutes: 30,
      horizonDays: 14,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['days.1.breaks.0', 'Вторник, перерыв 1 (13:00–14:00) вне рабочего времени 09:00–12:00'],
    ]);
  });

  it('leaves malformed times to the schema’s own message', () => {
    const parsed = weeklyScheduleSchema.safeParse({ days: [{ ...monday, breaks: [{ start: '1300', end: '14:00' }] }] });
    expect(parsed.error!.issues.map((issue) => issue.message)).toEqual(['Время указывается как ЧЧ:ММ, например 09:30']);
  });
});
