// One Bot API sendMessage call, its answer sorted into what the caller has to do next: done, follow a
// group that became a supergroup, wait (429 retry_after), give up for good with a readable Russian
// reason (bot kicked, chat not found, text refused), or try again later (network, 5xx, bad token).
import { loadTelegramBotToken } from './bot-token';

export type SendOutcome =
  | { kind: 'sent'; messageId: number }
  | { kind: 'migrated'; newChatId: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number; reason: string }
  | { kind: 'permanent'; reason: string /** 403: the bot is not in the group (removed, or never added). */; botRemoved?: true }
  | { kind: 'transient'; reason: string };

interface BotAnswer {
  ok: boolean;
  error_code?: number;
  description?: string;
  result?: { message_id?: number };
  parameters?: { retry_after?: number; migrate_to_chat_id?: number | string };
}

const REQUEST_TIMEOUT_MS = 8_000;

export function telegramApiUrl(): string {
  return (process.env.TELEGRAM_API_URL || 'https://api.telegram.org').replace(/\/$/, '');
}

export async function sendTelegramMessage(chatId: string, html: string): Promise<SendOutcome> {
  let token: string;
  try {
    token = await loadTelegramBotToken();
  } catch (error) {
    return { kind: 'transient', reason: `нет токена бота: ${(error as Error).message}` };
  }
  let response: Response;
  try {
    response = await fetch(`${telegramApiUrl()}/bot${token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // chat_id as a string: group ids may exceed 2^53 in principle, and the Bot API takes both.
      body: JSON.stringify({ chat_id: chatId, text: html, parse_mode: 'HTML', link_preview_options: { is_disabled: true } }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'transient', reason: `Telegram недоступен: ${(error as Error).message}` };
  }
  let answer: BotAnswer | undefined;
  try {
    answer = (await response.json()) as BotAnswer;
  } catch {
    answer = undefined;
  }
  return classifyAnswer(response.status, answer);
}

export function classifyAnswer(status: number, answer: BotAnswer | undefined): SendOutcome {
  if (status === 200 && answer?.ok) return { kind: 'sent', messageId: answer.result?.message_id ?? 0 };
  const description = answer?.description ?? `HTTP ${status}`;
  const code = answer?.error_code ?? status;
  if (code === 429) {
    const retryAfterSeconds = Math.max(1, Number(answer?.parameters?.retry_after) || 1);
    return { kind: 'rate-limited', retryAfterSeconds, reason: `Telegram просит подождать ${retryAfterSeconds} с (429)` };
  }
  const migrateTo = answer?.parameters?.migrate_to_chat_id;
  if (code === 400 && migrateTo !== undefined) return { kind: 'migrated', newChatId: String(migrateTo) };
  if (code === 403)
    return {
      kind: 'permanent',
      reason: 'Бот удалён из группы или не состоит в ней (403): добавьте бота в группу и отправьте заявку ещё раз',
      botRemoved: true,
    };
  if (code === 400 && /chat not found/i.test(description)) {
    return { kind: 'permanent', reason: 'Группа не найдена (400): проверьте id группы и что бот добавлен в неё' };
  }
  if (code === 400 && /parse entities/i.test(description))
    return { kind: 'permanent', reason: `Telegram не принял текст сообщения (400): ${description}` };
  if (code === 400) return { kind: 'permanent', reason: `Telegram отклонил сообщение (400): ${description}` };
  if (code === 401 || code === 404)
    return { kind: 'transient', reason: `Telegram не принял токен бота (${code}): проверьте настройку бота` };
  return { kind: 'transient', reason: `ошибка Telegram (${code}): ${description}` };
}
