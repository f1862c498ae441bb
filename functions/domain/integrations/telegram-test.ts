// "Отправить тестовое сообщение": one message to a configured group, now, with the answer shown to
// the user (a migrated group is followed and its new id saved).
import type { TelegramTestAnswer } from '../../../shared/schemas/integrations';
import { sendTelegramMessage } from '../../telegram/send-message';
import { telegramBotUsername } from '../../telegram/bot-identity';
import { getIntegrations } from '../../store/integrations';
import { clinicNameOf } from '../leads/clinic-name';
import { InvalidRequestError, NotFoundError, UnavailableError } from '../errors';
import { telegramTestHtml } from '../leads/lead-message';
import { isConfirmed } from '../../../shared/domain/integration-entries';
import { spendAllowance } from './allowances';
import { moveTelegramGroup } from './manage';
import { noteEntryOutcome } from './note-outcome';

/**
 * Test messages share the group's Telegram quota (20 a minute) with real leads, so they are few: per
 * group (whichever clinic asks) 2 a minute, per clinic 10 an hour.
 */
const PER_GROUP = { limit: 2, windowSeconds: 60 };
const PER_CLINIC = { limit: 10, windowSeconds: 3600 };

export async function sendTelegramTest(userId: string, chatId: string): Promise<TelegramTestAnswer> {
  const { integrations } = await getIntegrations(userId);
  const entry = integrations.telegram.find((candidate) => candidate.id === chatId || candidate._id === chatId);
  if (!entry) throw new NotFoundError('TELEGRAM_GROUP_NOT_FOUND', 'Сначала сохраните группу в интеграциях');
  if (!entry.active || !isConfirmed(entry))
    throw new InvalidRequestError('TELEGRAM_GROUP_UNPROVEN', 'Группа не подтверждена: подключите её заново кодом из «Добавить группу»');
  await spendAllowance(`telegram-test#${userId}`, PER_CLINIC, 'Тестовых сообщений уже много. Следующее можно отправить');
  await spendAllowance(
    `telegram-test-chat#${entry.id}`,
    PER_GROUP,
    'В эту группу тестовое сообщение только что ушло. Следующее можно отправить',
  );
  let target = entry.id;
  for (let hop = 0; hop < 2; hop++) {
    const outcome = await sendTelegramMessage(target, telegramTestHtml(await clinicNameOf(userId)));
    switch (outcome.kind) {
      case 'sent':
        await noteEntryOutcome(userId, entry._id, { ok: true, check: true, destination: target });
        return { ok: true, chatId: target };
      case 'migrated':
        await moveTelegramGroup(userId, target, outcome.newChatId);
        target = outcome.newChatId;
        continue;
      case 'permanent':
        await noteEntryOutcome(userId, entry._id, { ok: false, check: true, text: outcome.reason, destination: target });
        throw new InvalidRequestError('TELEGRAM_REFUSED', outcome.botRemoved ? await addBotBackAdvice(entry.name) : outcome.reason);
      case 'rate-limited':
      case 'transient':
        throw new UnavailableError('TELEGRAM_UNAVAILABLE', `Не удалось отправить: ${outcome.reason}. Попробуйте позже`);
    }
  }
  throw new UnavailableError('TELEGRAM_UNAVAILABLE', 'Telegram перенаправляет группу несколько раз подряд. Попробуйте позже');
}

/** A removed bot is fixed in Telegram, not here: say how, with the bot's name when Telegram tells it. */
async function addBotBackAdvice(groupName: string): Promise<string> {
  const bot = await telegramBotUsername().then(
    (username) => `@${username}`,
    () => 'нашего бота',
  );
  return (
    `Бот удалён из группы «${groupName}» или не состоит в ней. Чтобы вернуть его, откройте группу в Telegram, ` +
    `нажмите на её название → «Добавить участников», найдите ${bot} и добавьте, затем отправьте тестовое сообщение ещё раз. ` +
    'Если группы больше нет, удалите её здесь и подключите новую кнопкой «Подключить».'
  );
}
