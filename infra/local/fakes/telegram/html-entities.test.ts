import { escapeTelegramHtml } from '../../../../functions/telegram/html';
import { checkTelegramHtml } from './html-entities';

describe('the Telegram fake’s HTML check', () => {
  it('accepts supported tags and entities', () => {
    expect(checkTelegramHtml('<b>ФИО:</b> Анна &lt;x&gt; &amp; &quot;Ко&quot; &#39;')).toEqual({ ok: true, plainLength: 22 });
    expect(checkTelegramHtml('<a href="https://x.ru">ссылка</a>')).toMatchObject({ ok: true });
  });

  it('refuses what Telegram refuses with "can\'t parse entities"', () => {
    for (const text of ['Анна <script>', 'a & b', '1 > 0', '<b>open', '<b><i>x</b></i>', '&nbsp;']) {
      expect(checkTelegramHtml(text)).toMatchObject({ ok: false, description: expect.stringContaining("can't parse entities") });
    }
  });

  it('accepts any text once escaped', () => {
    const nasty = '<script>alert("x")</script> & > < &amp; &#1;';
    expect(checkTelegramHtml(escapeTelegramHtml(nasty))).toEqual({ ok: true, plainLength: nasty.length });
  });
});
