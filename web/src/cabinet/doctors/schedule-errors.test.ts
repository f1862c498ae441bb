import { weeklyScheduleSchema } from '../../../../shared/schemas/doctor';
import { scheduleErrors } from './schedule-errors';

describe('schedule dialog errors', () => {
  it('puts a day’s problem at that day, an exception’s at that exception, and the rest under the days', () => {
    const draft = {
      days: [
        { weekday: 2, start: '09:00', end: '18:00', breaks: [] },
        { weekday: 5, start: '09:00', end: '12:00', breaks: [{ start: '13:00', end: '14:00' }] },
      ],
      exceptions: [
        { kind: 'dayOff' as const, date: '2026-06-12' },
        { kind: 'vacation' as const, from: '2026-07-14', to: '2026-07-01' },
      ],
      slotMinutes: 1,
      horizonDays: 14,
    };
    const parsed = weeklyScheduleSchema.safeParse(draft);
    const errors = scheduleErrors(draft, parsed.error!.issues);
    expect([...errors.byWeekday]).toEqual([[5, ['Пятница, перерыв 1 (13:00–14:00) вне рабочего времени 09:00–12:00']]]);
    expect([...errors.byException]).toEqual([[1, ['Отпуск 14.07.2026–01.07.2026: дата окончания раньше даты начала']]]);
    expect(errors.other).toEqual(['Длительность приёма не меньше 5 минут']);
  });
});
