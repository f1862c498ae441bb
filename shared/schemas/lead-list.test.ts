import * as z from 'zod/mini';
import { setHandlingSchema, HANDLING_NOTE_MAX } from './lead-handling';
import { isCalendarDay, SEARCH_PHONE_DIGITS_ERROR } from './lead-list';
import { leadListQuerySchema } from './leads';

const issues = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the lead list’s filters', () => {
  it('takes every filter, and empty ones as none', () => {
    const parsed = z.parse(leadListQuerySchema, {
      q: ' 8 912 ',
      from: '2026-03-01',
      to: '2026-03-31',
      status: 'calledBack',
      doctor: 'd-1',
      source: 'quiz:u.Ab_1-2',
      utm: 'yandex',
      page: 'clinic.ru/implants',
    });
    expect(parsed).toMatchObject({ q: '8 912', status: 'calledBack', limit: 50 });
    expect(issues(z.safeParse(leadListQuerySchema, { q: '', from: '', to: '', status: '', doctor: '', source: '' }))).toEqual([]);
  });

  it('says at the field what is wrong, in Russian', () => {
    expect(issues(z.safeParse(leadListQuerySchema, { from: '2026-02-30' }))).toEqual([['from', 'Дата в формате гггг-мм-дд']]);
    expect(issues(z.safeParse(leadListQuerySchema, { from: '2026-03-02', to: '2026-03-01' }))).toEqual([
      ['to', 'Конец периода раньше его начала'],
    ]);
    expect(issues(z.safeParse(leadListQuerySchema, { status: 'done' }))).toEqual([['status', 'Выберите статус обработки из списка']]);
    expect(issues(z.safeParse(leadListQuerySchema, { source: 'crm' }))).toEqual([['source', 'Неизвестный источник заявки']]);
    expect(issues(z.safeParse(leadListQuerySchema, { q: 'Анна 8' }))).toEqual([['q', SEARCH_PHONE_DIGITS_ERROR]]);
    expect(issues(z.safeParse(leadListQuerySchema, { q: 'x'.repeat(101) }))).toEqual([['q', 'Поиск: не длиннее 100 символов']]);
  });
});

describe('setHandlingSchema', () => {
  it('takes a status from the list, a note and the version', () => {
    expect(z.parse(setHandlingSchema, { id: '1-a', status: 'calledBack', version: 0 })).toEqual({
      id: '1-a',
      status: 'calledBack',
      note: '',
      version: 0,
    });
  });

  it('refuses an unknown status, a long note, a missing version and an unknown field at each field', () => {
    expect(
      issues(z.safeParse(setHandlingSchema, { id: '1-a', status: 'Перезвонили', note: 'я'.repeat(HANDLING_NOTE_MAX + 1), extra: true })),
    ).toEqual([
      ['status', 'Выберите статус обработки из списка'],
      ['note', `Заметка: не длиннее ${HANDLING_NOTE_MAX} символов`],
      ['version', 'Передайте version: версию данных, с которой начата правка (целое число от 0)'],
      ['', 'Неизвестное поле: extra'],
    ]);
  });
});

describe('isCalendarDay', () => {
  it('takes days of the calendar only, and never throws', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    for (const value of ['2026-02-30', '2026-13-01', '2026-00-10', '26-01-01', '2026-1-01', '']) expect(isCalendarDay(value)).toBe(false);
  });
});
