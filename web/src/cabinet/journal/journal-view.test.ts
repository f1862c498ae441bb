import { dayLabel, doctorOrigin, entryView } from './journal-view';

describe('the journal’s day', () => {
  it('names the day in Russian, with its weekday', () => {
    expect(dayLabel('2026-03-13')).toBe('пятница, 13 марта 2026');
    expect(dayLabel('2026-01-04')).toBe('воскресенье, 4 января 2026');
  });

  it('marks a doctor from an MIS, not one added by hand', () => {
    expect(doctorOrigin('ident')).toBe('из IDENT');
    expect(doctorOrigin('manual')).toBe('');
  });

  it('shows a booking with its patient, service, phone and status, and an MIS’s taken time', () => {
    expect(
      entryView({
        start: '10:00',
        end: '10:30',
        kind: 'booking',
        leadId: 'l',
        patient: 'Семёнова Анна',
        phone: '+7 912 345-67-89',
        service: 'Чистка',
        status: 'calledBack',
      }),
    ).toEqual({
      time: '10:00–10:30',
      title: 'Семёнова Анна',
      details: ['Чистка', '+7 912 345-67-89', 'Обработка: Перезвонили'],
      phone: '+7 912 345-67-89',
    });
    expect(entryView({ start: '12:00', end: '12:45', kind: 'mis' })).toEqual({ time: '12:00–12:45', title: 'Занято в МИС', details: [] });
  });
});
