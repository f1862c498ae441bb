import type { LeadItem } from '../../store/leads';
import { visitIcs } from './visit-ics';

const lead = {
  userId: 'clinic',
  id: '1764201600000-0123456789ab',
  createdAt: '2025-11-27T00:00:00.000Z',
  kind: 'booking',
  action: 'Запись',
  ClientFullName: 'Петрова Анна',
  ClientPhone: '+7 999 123-45-67',
  DoctorName: 'Иванов Иван',
  DoctorService: 'Чистка, 3500 ₽',
  PlanStart: '2026-02-10T09:30',
  visitMinutes: 45,
  clinicName: 'Улыбка',
  timezone: 'Asia/Almaty',
  address: 'Алматы, ул. Абая, 1',
  URL: '',
  Utm: '',
  deviceType: 'Компьютер',
} as LeadItem;

/** Unfolds RFC 5545 content lines (a line break then a space continues the line). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe("the visit's calendar event", () => {
  it('is in UTC, as long as the visit, with its place, doctor and link', () => {
    const ics = unfold(visitIcs(lead, 'https://dentlead.ru/visit#token=x'));
    // 09:30 in Almaty (UTC+5) is 04:30 UTC.
    expect(ics).toContain('DTSTART:20260210T043000Z');
    expect(ics).toMatch(/DURATION:PT45M|DTEND:20260210T051500Z/);
    expect(ics).toContain('UID:1764201600000-0123456789ab@dentlead.ru');
    expect(ics).toContain('LOCATION:Алматы\\, ул. Абая\\, 1');
    expect(ics).toContain('Врач: Иванов Иван');
    expect(ics).toContain('https://dentlead.ru/visit#token=x');
    expect(ics).toContain('STATUS:CONFIRMED');
  });

  it('a cancelled visit is the same event, cancelled, in a later sequence', () => {
    const ics = unfold(
      visitIcs({ ...lead, visitChange: { kind: 'cancelled', at: '2025-11-27T01:00:00.000Z', from: lead.PlanStart! } }, 'https://x/visit'),
    );
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:1764201600000-0123456789ab@dentlead.ru');
    expect(ics).toContain('SEQUENCE:3600');
  });
});
