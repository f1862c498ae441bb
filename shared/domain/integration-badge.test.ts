import { integrationBadge, type EntryFacts } from './integration-badge';

const now = Date.parse('2026-11-27T08:00:00.000Z');
const zone = 'Europe/Moscow';
const working = (kind: EntryFacts['kind'], more: Partial<EntryFacts> = {}): EntryFacts => ({
  kind,
  active: true,
  confirmed: true,
  destination: kind === 'telegram' ? '-1000162775001' : kind === 'email' ? 'clinic@example.ru' : 'e1',
  ...more,
});

describe('an integration card’s badge', () => {
  it('is «Активна» only when configured and the last attempt worked, with that attempt and its time', () => {
    expect(integrationBadge(working('telegram'), now)).toEqual({ tone: 'active', text: 'Активна', lines: [] });
    const delivered = working('telegram', {
      outcome: { delivery: { at: '2026-11-27T07:15:00.000Z', ok: true, destination: '-1000162775001' }, timeZone: zone },
    });
    expect(integrationBadge(delivered, now)).toEqual({
      tone: 'active',
      text: 'Активна',
      lines: ['Последняя заявка 27.11.2026, 10:15: доставлена'],
    });
    expect(integrationBadge({ ...delivered, active: false }, now).text).toBe('Неактивна');
  });

  it('says «Ошибка» when the last lead failed (a bot removed from its group), with when and why', () => {
    const failed = working('telegram', {
      outcome: {
        delivery: { at: '2026-11-27T07:15:00.000Z', ok: false, text: 'Бот удалён из группы', destination: '-1000162775001' },
        timeZone: zone,
      },
    });
    expect(integrationBadge(failed, now)).toEqual({
      tone: 'failed',
      text: 'Ошибка',
      lines: ['Заявка 27.11.2026, 10:15 не доставлена: Бот удалён из группы'],
    });
    // A lead sent to the group the entry named before an edit says nothing of the new one.
    expect(integrationBadge({ ...failed, destination: '-1000999' }, now).text).toBe('Активна');
    // A later test message that went through clears it.
    const checked = {
      ...failed,
      outcome: { delivery: { at: '2026-11-27T07:20:00.000Z', ok: true, check: true, destination: '-1000162775001' }, timeZone: zone },
    };
    expect(integrationBadge(checked, now)).toEqual({ tone: 'active', text: 'Активна', lines: ['Проверка 27.11.2026, 10:20: доступ есть'] });
  });

  it('says «Нет доступа» when the service withdrew access (amoCRM, Google)', () => {
    const outcome = { delivery: { at: '2026-11-27T07:15:00.000Z', ok: false, text: 'Необходимо пересоздать интеграцию' }, timeZone: zone };
    expect(integrationBadge(working('amoCrm', { error: 'Был потерян доступ к амо', outcome }), now)).toEqual({
      tone: 'failed',
      text: 'Нет доступа',
      lines: ['Заявка 27.11.2026, 10:15 не доставлена: Необходимо пересоздать интеграцию'],
    });
  });

  it('says «Ошибка» for an MIS whose last sync was refused, and «Активна» again once one succeeds', () => {
    const misSync = {
      syncedAt: '2026-11-27T06:00:00.000Z',
      failedAt: '2026-11-27T07:30:00.000Z',
      error: 'MacDent отклонил ключ',
      timeZone: zone,
    };
    expect(integrationBadge(working('macDent', { misSync }), now)).toEqual({
      tone: 'failed',
      text: 'Ошибка',
      lines: ['Синхронизация 27.11.2026, 10:30 не удалась: MacDent отклонил ключ', 'Последняя синхронизация: 27.11.2026, 09:00'],
    });
    const healed = integrationBadge(working('macDent', { misSync: { ...misSync, syncedAt: '2026-11-27T07:45:00.000Z' } }), now);
    expect(healed).toEqual({ tone: 'active', text: 'Активна', lines: ['Последняя синхронизация: 27.11.2026, 10:45'] });
  });

  it('keeps an MIS «Активна» when it refused one lead for that lead alone (the time was taken), saying so', () => {
    const outcome = { delivery: { at: '2026-11-27T07:15:00.000Z', ok: true, text: 'время уже занято в МИС' }, timeZone: zone };
    expect(
      integrationBadge(working('dentalPro', { outcome, misSync: { syncedAt: '2026-11-27T07:00:00.000Z', timeZone: zone } }), now).lines,
    ).toEqual(['Последняя синхронизация: 27.11.2026, 10:00', 'Последняя заявка 27.11.2026, 10:15: время уже занято в МИС']);
  });

  it('warns ahead of a Google consent that ends by itself', () => {
    const google = integrationBadge(working('google', { grantExpiresAt: '2026-11-28T09:00:00.000Z', outcome: { timeZone: zone } }), now);
    expect(google).toEqual({
      tone: 'warning',
      text: 'Доступ истекает',
      lines: ['Доступ к таблице закончится 28.11.2026, 12:00: нажмите «Подключить заново»'],
    });
    expect(integrationBadge(working('google', { grantExpiresAt: '2026-12-20T09:00:00.000Z' }), now).text).toBe('Активна');
  });

  it('keeps an unproven address or group «Не подтверждён(а)»', () => {
    expect(integrationBadge(working('email', { confirmed: false }), now).text).toBe('Не подтверждён');
    expect(integrationBadge(working('telegram', { confirmed: false }), now).text).toBe('Не подтверждена');
  });
});
