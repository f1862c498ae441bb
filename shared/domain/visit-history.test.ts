import { visitHistoryLines } from './visit-history';

const zone = 'Europe/Moscow';

describe('a booking’s story in Заявки', () => {
  it('is empty for a lead with no change and no reminder', () => {
    expect(visitHistoryLines({ timezone: zone })).toEqual([]);
  });

  it('tells each reminder by its channels, and the patient’s move, oldest first, on the clinic’s clocks', () => {
    const lines = visitHistoryLines({
      timezone: zone,
      reminders: [
        { hours: 2, at: '2026-12-03T07:00:05.000Z', planStart: '2026-12-03T12:00', mail: 'sent', sms: 'refused' },
        { hours: 24, at: '2026-12-02T09:00:04.000Z', planStart: '2026-12-03T12:00', sms: 'sent' },
      ],
      visitChange: { kind: 'rescheduled', at: '2026-12-01T08:30:00.000Z', from: '2026-12-02T10:00' },
    });
    expect(lines).toEqual([
      '01.12.2026 11:30 пациент перенёс визит с 02.12.2026 10:00 по ссылке из письма',
      '02.12.2026 12:00 напоминание за 24 ч о визите 03.12.2026 12:00: SMS отправлено',
      '03.12.2026 10:00 напоминание за 2 ч о визите 03.12.2026 12:00: письмо отправлено, SMS не принято шлюзом',
    ]);
  });

  it('says why nothing went: the visit had begun, or there was no way to reach the patient', () => {
    const lines = visitHistoryLines({
      timezone: zone,
      reminders: [
        { hours: 24, at: '2026-12-02T09:00:00.000Z', planStart: '2026-12-03T12:00' },
        { hours: 2, at: '2026-12-03T10:00:00.000Z', planStart: '2026-12-03T12:00', late: true },
      ],
      visitChange: { kind: 'cancelled', at: '2026-12-03T11:00:00.000Z', from: '2026-12-03T12:00' },
    });
    expect(lines).toEqual([
      '02.12.2026 12:00 напоминание за 24 ч о визите 03.12.2026 12:00: не отправлено: нет e-mail пациента, SMS не подключены',
      '03.12.2026 13:00 напоминание за 2 ч о визите 03.12.2026 12:00: не отправлено: визит уже начался',
      '03.12.2026 14:00 пациент отменил визит 03.12.2026 12:00 по ссылке из письма',
    ]);
  });
});
