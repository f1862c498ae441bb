import { hasStatusOn, isDeliveredValue, respelledStatusSend, statusColour, statusColours } from './lead-status';

describe('lead status colouring (docs/contract/cabinet.md §4)', () => {
  it('colours mail and telegram: all ok, none ok, some ok', () => {
    expect(statusColour({ mail: { 'a@x.ru': 'ok', 'b@x.ru': 'ok' } }, 'mail')).toBe('ok');
    expect(statusColour({ mail: { 'a@x.ru': 'Адрес отклонён' } }, 'mail')).toBe('failed');
    expect(statusColour({ telegramm: { '-1': 'ok', '-2': 'Бот удалён из группы' } }, 'telegram')).toBe('partial');
  });

  it('shows a missing status as unknown and an empty one as not configured', () => {
    expect(statusColour(undefined, 'mail')).toBe('unknown');
    expect(statusColour({}, 'telegram')).toBe('unknown');
    expect(statusColour({ telegramm: {} }, 'telegram')).toBe('off');
    expect(statusColour({ google: 'не настроено' }, 'google')).toBe('off');
  });

  it('shows pending while a destination is queued or retried', () => {
    expect(statusColour({ mail: { a: 'ok', b: 'отправляется' } }, 'mail')).toBe('pending');
    expect(statusColour({ telegramm: { '-1': 'отправляется (повтор: 429)' } }, 'telegram')).toBe('pending');
  });

  it('accepts both amo success texts', () => {
    expect(statusColour({ amo: { a: 'заявка создана', b: 'описание добавлено к заявке' } }, 'amo')).toBe('ok');
    expect(statusColour({ amo: { a: 'заявка создана', b: 'нет доступа к амо' } }, 'amo')).toBe('partial');
    expect(statusColour({ amo: { a: 'ok' } }, 'amo')).toBe('failed');
  });

  it('reads google from its text', () => {
    expect(statusColour({ google: 'Добавлены новые данные в таблицу: лист 1' }, 'google')).toBe('ok');
    expect(statusColour({ google: 'ошибка доступа' }, 'google')).toBe('failed');
    // Stored before issue 22 in the spec's spelling.
    expect(statusColour({ google: 'Добавленны новые данные в таблицу' }, 'google')).toBe('ok');
  });

  it('reads texts stored with the old misspellings as they are spelled now', () => {
    expect(
      respelledStatusSend({
        amo: { a: 'Необоходимо пересоздать интеграцию', b: 'выберете куда отправлять заявку' },
        google: 'Добавленны новые данные в таблицу',
        mail: { 'a@b.ru': 'ok' },
      }),
    ).toEqual({
      amo: { a: 'Необходимо пересоздать интеграцию', b: 'выберите, куда отправлять заявку' },
      google: 'Добавлены новые данные в таблицу',
      mail: { 'a@b.ru': 'ok' },
    });
  });

  it('colours every column at once', () => {
    expect(statusColours({ mail: { a: 'ok' }, telegramm: {}, amo: {} })).toEqual({
      mail: 'ok',
      telegram: 'off',
      amo: 'off',
      google: 'unknown',
      mis: 'unknown',
      sms: 'unknown',
    });
  });

  it('reads the MIS appointment status, and shows it only on bookings of an MIS doctor', () => {
    expect(statusColour({ mis: { e1: 'запись создана в МИС' } }, 'mis')).toBe('ok');
    expect(statusColour({ mis: { e1: 'время уже занято в МИС: свяжитесь с пациентом' } }, 'mis')).toBe('failed');
    expect(statusColour({ mis: { e1: 'отправляется (повтор: МИС недоступна, повторим)' } }, 'mis')).toBe('pending');
    expect(statusColour({ mis: { e1: 'не настроено' } }, 'mis')).toBe('off');
    expect(hasStatusOn({ mis: { e1: 'отправляется' } }, 'mis')).toBe(true);
    expect(hasStatusOn({ mail: {} }, 'mis')).toBe(false);
    expect(hasStatusOn({ telegramm: { '-100': 'ok' } }, 'telegram')).toBe(true);
  });
});

describe('a delivered value (a resend leaves it be)', () => {
  it('is every channel’s success text, and nothing pending or failed', () => {
    expect(['ok', 'запись создана в МИС', 'заявка создана', 'описание добавлено к заявке'].map(isDeliveredValue)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['отправляется', 'не доставлено после 8 попыток: 500', 'не настроено', undefined].map(isDeliveredValue)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
