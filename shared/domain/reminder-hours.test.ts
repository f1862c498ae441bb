import { DEFAULT_REMINDER_HOURS, readReminderHours, reminderHoursProblem, reminderHoursText } from './reminder-hours';

describe('reminder hours', () => {
  it('takes up to three different whole hours from 1 to 168, none by default refused', () => {
    expect(reminderHoursProblem(DEFAULT_REMINDER_HOURS)).toBeUndefined();
    expect(reminderHoursProblem([])).toBeUndefined();
    expect(reminderHoursProblem([168, 1, 48])).toBeUndefined();
    expect(reminderHoursProblem([1, 2, 3, 4])).toBe('Не больше 3 напоминаний');
    expect(reminderHoursProblem([0])).toBe('Часы до визита — целое число от 1 до 168');
    expect(reminderHoursProblem([1.5])).toBe('Часы до визита — целое число от 1 до 168');
    expect(reminderHoursProblem([169])).toBe('Часы до визита — целое число от 1 до 168');
    expect(reminderHoursProblem([2, 2])).toBe('Два напоминания в одно время: укажите разные часы');
  });

  it('reads the field as the cabinet shows it, and says what is wrong in Russian', () => {
    expect(reminderHoursText([24, 2])).toBe('24, 2');
    expect(readReminderHours('24, 2')).toEqual({ hours: [24, 2] });
    expect(readReminderHours(' 48 ;3 ')).toEqual({ hours: [48, 3] });
    expect(readReminderHours('')).toEqual({ hours: [] });
    expect(readReminderHours('24, два')).toEqual({ hours: [], problem: 'Часы до визита — целое число от 1 до 168' });
    expect(readReminderHours('-1')).toEqual({ hours: [], problem: 'Часы до визита — целое число от 1 до 168' });
    expect(readReminderHours('2, 2').problem).toBe('Два напоминания в одно время: укажите разные часы');
  });
});
