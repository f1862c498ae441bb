import { misSyncLines, syncTimeText } from './mis-sync';

describe('MIS card sync lines', () => {
  it('shows the last sync in the clinic’s zone', () => {
    expect(syncTimeText('2026-11-27T07:15:00.000Z', 'Europe/Moscow')).toBe('27.11.2026, 10:15');
    expect(syncTimeText('2026-11-27T07:15:00.000Z', 'Asia/Novosibirsk')).toBe('27.11.2026, 14:15');
    expect(misSyncLines({ syncedAt: '2026-11-27T07:15:00.000Z', timeZone: 'Europe/Moscow' })).toEqual({
      last: 'Последняя синхронизация: 27.11.2026, 10:15',
    });
  });

  it('says what failed when the last sync failed, and nothing of an older failure', () => {
    const failed = {
      syncedAt: '2026-11-27T07:15:00.000Z',
      failedAt: '2026-11-27T07:30:00.000Z',
      error: 'DentalPRO отклонила запрос: проверьте токен и секрет',
      timeZone: 'Europe/Moscow',
    };
    expect(misSyncLines(failed)).toEqual({
      last: 'Последняя синхронизация: 27.11.2026, 10:15',
      failure: 'Синхронизация 27.11.2026, 10:30 не удалась: DentalPRO отклонила запрос: проверьте токен и секрет',
    });
    expect(misSyncLines({ ...failed, syncedAt: '2026-11-27T07:45:00.000Z' }).failure).toBeUndefined();
    expect(misSyncLines(undefined)).toEqual({ last: 'Синхронизации ещё не было' });
    expect(misSyncLines({ failedAt: failed.failedAt, error: 'МИС не ответила', timeZone: 'Europe/Moscow' })).toEqual({
      last: 'Синхронизации ещё не было',
      failure: 'Синхронизация 27.11.2026, 10:30 не удалась: МИС не ответила',
    });
  });
});
