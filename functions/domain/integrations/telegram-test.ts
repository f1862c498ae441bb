// "Отправить тестовое сообщение": one message to a configured group, now, with the answer shown to
// the user (a migrated group is followed and its new id saved).
import type { TelegramTestAnswer } from '../../../shared/schemas/integrations';
import { sendTelegramMessage } from '../../telegram/send-message';
import { getIntegrations } from '../../store/integrations';
import { clinicNameOf } from '../leads/clinic-name';
import { InvalidRequestError, NotFoundError, UnavailableError } from '../errors';
import { telegramTestHtml } from '../leads/lead-message';
import { moveTelegramGroup } from './manage';

export async function sendTelegramTest(userId: string, chatId: string): Promise<TelegramTestAnswer> {
  const { integrations } = await getIntegrations(userId);
  const entry = integrations.telegram.find((candidate) => candidate.id === chatId || candidate._id === chatId);
  if (!entry) throw new NotFoundError('TELEGRAM_GROUP_NOT_FOUND', 'Сначала сохраните группу в интеграциях');
  if (!entry.active) throw new InvalidRequestError('TELEGRAM_GROUP_INCOMPLETE', 'Укажите id группы: число, например -1001234567890');
  let target = entry.id;
  for (let hop = 0; hop < 2; hop++) {
    const outcome = await sendTelegramMessage(target, telegramTestHtml(await clinicNameOf(userId)));
    switch (outcome.kind) {
      case 'sent':
        return { ok: true, chatId: target };
      case 'migrated':
        await moveTelegramGroup(userId, target, outcome.newChatId);
        target = outcome.newChatId;
        continue;
      case 'permanent':
        throw new InvalidRequestError('TELEGRAM_REFUSED', outcome.reason);
      case 'rate-limited':
      case 'transient':
        throw new UnavailableError('TELEGRAM_UNAVAILABLE', `Не удалось отправить: ${outcome.reason}. Попробуйте позже`);
    }
  }
  throw new UnavailableError('TELEGRAM_UNAVAILABLE', 'Telegram перенаправляет группу несколько раз подряд. Попробуйте позже');
}
