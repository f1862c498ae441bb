// Connecting a Telegram group by proof (issue 13 §1): the cabinet asks for a one-time code, the clinic
// brings it into its group (t.me/<bot>?startgroup=<code> makes Telegram add the bot and post
// '/start@<bot> <code>'; typing '/start@<bot> <code>' in a group with the bot does the same), and the webhook
// stores the group with the id and title of the update the code arrived in. Nothing else adds a group.
// A plain '/start <code>' is taken too, but in privacy mode (the default) Telegram gives it to the bot only
// when the bot was the last bot to write in that group (core.telegram.org/bots/faq), so the cabinet never asks for it.
import { randomInt } from 'node:crypto';
import type { TelegramCodeAnswer, TelegramCodeStatus, TelegramUpdate } from '../../../shared/schemas/integrations';
import { normalizeEntryOf } from '../../../shared/domain/integrations';
import { telegram as telegramKind } from '../../../shared/integrations/telegram';
import { escapeTelegramHtml } from '../../telegram/html';
import { telegramBotUsername, telegramLinkBase } from '../../telegram/bot-identity';
import { sendTelegramMessage } from '../../telegram/send-message';
import { getTelegramCode, putTelegramCode, spendTelegramCode } from '../../store/destination-proofs';
import { clinicNameOf } from '../leads/clinic-name';
import { NotFoundError, UnavailableError } from '../errors';
import { changeIntegrations, newEntryId } from './manage';
import { spendAllowance } from './allowances';

export const TELEGRAM_CODE_MINUTES = 15;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function drawCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export async function issueTelegramCode(userId: string, now = Date.now()): Promise<TelegramCodeAnswer> {
  await spendAllowance(
    `telegram-code#${userId}`,
    { limit: 20, windowSeconds: 3600 },
    'Слишком много кодов подряд. Новый код можно получить',
  );
  let botUsername: string;
  try {
    botUsername = await telegramBotUsername();
  } catch (error) {
    throw new UnavailableError('TELEGRAM_UNAVAILABLE', `Telegram сейчас недоступен (${(error as Error).message}). Попробуйте позже`);
  }
  const expiresAt = new Date(now + TELEGRAM_CODE_MINUTES * 60_000).toISOString();
  for (;;) {
    const code = drawCode();
    if (await putTelegramCode({ code, userId, expiresAt, status: 'waiting' })) {
      return { code, botUsername, expiresAt, link: `${telegramLinkBase()}/${botUsername}?startgroup=${code}` };
    }
  }
}

export async function telegramCodeStatus(userId: string, code: string, now = Date.now()): Promise<TelegramCodeStatus> {
  const stored = await getTelegramCode(code);
  if (!stored || stored.userId !== userId) throw new NotFoundError('TELEGRAM_CODE_NOT_FOUND', 'Код не найден: получите новый');
  if (stored.status === 'connected') return { status: 'connected', group: { id: stored.chatId!, name: stored.title! } };
  return { status: Date.parse(stored.expiresAt) > now ? 'waiting' : 'expired' };
}

/** '/start <code>' or '/start@<bot> <code>' (what a startgroup link makes Telegram post). */
const START_COMMAND = /^\/start(?:@(\w+))?\s+([A-Za-z0-9]{10})\s*$/;

/** One webhook update: only a code arriving in a group connects anything; every other update is ignored. */
export async function handleTelegramUpdate(update: TelegramUpdate): Promise<void> {
  const message = update.message;
  const match = START_COMMAND.exec(message?.text?.trim() ?? '');
  if (!message || !match) return;
  if (match[1] && match[1].toLowerCase() !== (await telegramBotUsername()).toLowerCase()) return;
  const chatId = String(message.chat.id);
  if (message.chat.type !== 'group' && message.chat.type !== 'supergroup') {
    await reply(chatId, 'Заявки приходят в группу: добавьте бота в группу сотрудников и отправьте код там.');
    return;
  }
  const code = match[2]!.toUpperCase();
  const title = (message.chat.title ?? '').trim().slice(0, 200) || 'Группа Telegram';
  const stored = await getTelegramCode(code);
  if (!stored || !(await spendTelegramCode(code, chatId, title))) {
    await reply(chatId, 'Код не подошёл: он неверный, устарел или уже использован. Получите новый код в кабинете ДентЛид.');
    return;
  }
  await connectGroup(stored.userId, chatId, title);
  const clinic = await clinicNameOf(stored.userId);
  await reply(
    chatId,
    `<b>Группа подключена к ДентЛид</b>\nСюда будут приходить заявки${clinic ? ` клиники «${escapeTelegramHtml(clinic)}»` : ''}.`,
  );
}

/** The group as a confirmed entry: a new one, or an already listed one (then confirmed and renamed). */
async function connectGroup(userId: string, chatId: string, title: string): Promise<void> {
  await changeIntegrations(userId, (current) => {
    const listed = current.telegram.some((entry) => entry.id === chatId);
    const telegram = listed
      ? current.telegram.map((entry) => (entry.id === chatId ? { ...entry, name: title, confirmed: true } : entry))
      : [...current.telegram, { ...normalizeEntryOf(telegramKind, { id: chatId, name: title }, newEntryId), confirmed: true }];
    return { ...current, telegram };
  });
}

/** Best effort: the group is connected whether or not the greeting got through. */
async function reply(chatId: string, html: string): Promise<void> {
  await sendTelegramMessage(chatId, html);
}
