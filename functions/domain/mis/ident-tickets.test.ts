import type { LeadItem } from '../../store/leads';
import { identTicketOf, isoWithOffset } from './ident-tickets';

const lead = (overrides: Partial<LeadItem>): LeadItem =>
  ({
    userId: 'u1',
    id: '1765867500000-0123456789ab',
    createdAt: '2025-12-16T06:45:00.000Z',
    kind: 'booking',
    action: 'Запись',
    ClientFullName: 'Иванов Иван Иванович',
    ClientPhone: '+7 999 123-45-67',
    DoctorName: 'Петров Пётр',
    doctorId: 'ident-2129',
    DoctorService: 'Лечение кариеса',
    PlanStart: '2025-12-18T09:00',
    comment: '',
    URL: 'https://clinic.ru/',
    Utm: 'utm_source=yandex&utm_medium=cpc',
    deviceType: 'desktop',
    ...overrides,
  }) as LeadItem;

describe('leads as IDENT tickets', () => {
  it('writes instants with the clinic offset', () => {
    expect(isoWithOffset(new Date('2025-12-16T06:45:00Z'), 'Europe/Moscow')).toBe('2025-12-16T09:45:00+03:00');
    expect(isoWithOffset(new Date('2025-12-16T20:00:00Z'), 'Asia/Novosibirsk')).toBe('2025-12-17T03:00:00+07:00');
  });

  it('maps a booking: stable Id, the IDENT doctor id, plan start and end with the offset, UTM split, no empty keys', () => {
    expect(identTicketOf(lead({}), 'Europe/Moscow')).toEqual({
      Id: '1765867500000-0123456789ab',
      DateAndTime: '2025-12-16T09:45:00+03:00',
      ClientPhone: '+7 999 123-45-67',
      ClientFullName: 'Иванов Иван Иванович',
      FormName: 'Онлайн-запись',
      DoctorId: 2129,
      DoctorName: 'Петров Пётр',
      PlanStart: '2025-12-18T09:00:00+03:00',
      PlanEnd: '2025-12-18T09:30:00+03:00',
      Comment: 'Услуга: Лечение кариеса',
      UtmSource: 'yandex',
      UtmMedium: 'cpc',
      HttpReferer: 'https://clinic.ru/',
    });
  });

  it('ends the plan when the booked service ends (issue 26)', () => {
    expect(identTicketOf(lead({ visitMinutes: 90 }), 'Europe/Moscow').PlanEnd).toBe('2025-12-18T10:30:00+03:00');
  });

  it('sends no plan for a request without a booked time, nor a DoctorId for a doctor not from IDENT', () => {
    const ticket = identTicketOf(lead({ action: 'Заявка', doctorId: 'dentalpro-2', comment: 'Лучше утром', Utm: '' }), 'Europe/Moscow');
    expect(ticket).not.toHaveProperty('PlanStart');
    expect(ticket).not.toHaveProperty('DoctorId');
    expect(ticket).not.toHaveProperty('UtmSource');
    expect(ticket.Comment).toBe('Услуга: Лечение кариеса. Лучше утром');
  });
});
