// How to connect a clinic's Telegram group: add the product's bot, find the group's id, test.
import { TELEGRAM_BOT_USERNAME } from '../../../../shared/schemas/integrations';

export function TelegramGuide() {
  const bot = `@${TELEGRAM_BOT_USERNAME}`;
  return (
    <ol className="integration-guide">
      <li>Создайте группу в Telegram или откройте существующую: в неё будут приходить заявки.</li>
      <li>
        Добавьте в группу нашего бота <strong>{bot}</strong>: в группе нажмите «Добавить участников» и найдите {bot}, или{' '}
        <a href={`https://t.me/${TELEGRAM_BOT_USERNAME}?startgroup=1`} target="_blank" rel="noopener noreferrer">
          выберите группу по ссылке
        </a>
        .
      </li>
      <li>
        Узнайте ID группы: откройте группу в{' '}
        <a href="https://web.telegram.org/a/" target="_blank" rel="noopener noreferrer">
          веб-версии Telegram
        </a>{' '}
        — ID это число в адресной строке после «#» вместе со знаком минус, например <code>-1001234567890</code>.
      </li>
      <li>Вставьте ID ниже и нажмите «Добавить», затем «Отправить тестовое сообщение»: в группе появится сообщение от бота.</li>
    </ol>
  );
}
