// The fake's stand-in for what a t.me/<bot>?startgroup=<code> link does in Telegram: a page where a
// person picks a group for the bot (here: names a new one) and the update Telegram would then post
// to the bot ('/start@<bot> <code>' in that group). Lets `npm start` users try the real flow.
import { escapeHtml } from '../../../../functions/mail/escape-html';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}` +
  `label,input,button{display:block;font:inherit}input{width:100%;padding:.5rem;margin:.25rem 0 1rem;box-sizing:border-box}` +
  `button{padding:.5rem 1rem;background:#2481cc;color:#fff;border:0;border-radius:.5rem;cursor:pointer}</style></head>` +
  `<body><main>${body}</main></body></html>`;

export function addToGroupPage(bot: string, code: string): string {
  return page(
    `Добавить @${bot} в группу`,
    `<h1>Telegram (локальная имитация)</h1><p>Бот <b>@${escapeHtml(bot)}</b> будет добавлен в группу и получит код <code>${escapeHtml(code)}</code>.</p>` +
      `<form method="post" action="/__fake/t.me/${escapeHtml(bot)}/add"><input type="hidden" name="startgroup" value="${escapeHtml(code)}">` +
      `<label for="title">Название группы</label><input id="title" name="title" value="Администраторы клиники" maxlength="128" required>` +
      `<button type="submit">Добавить бота в группу</button></form>`,
  );
}

export function addedToGroupPage(bot: string, title: string, id: string, outcome: { webhookStatus?: number }): string {
  const delivered = outcome.webhookStatus === 200;
  return page(
    delivered ? 'Бот добавлен в группу' : 'Бот не получил код',
    delivered
      ? `<h1>Бот добавлен в группу</h1><p>@${escapeHtml(bot)} в группе «${escapeHtml(title)}» (id ${escapeHtml(id)}). Вернитесь в кабинет: группа появится там сама.</p>`
      : `<h1>Бот не получил код</h1><p>Вебхук ответил ${escapeHtml(String(outcome.webhookStatus ?? 'ничего'))}: запущен ли npm start?</p>`,
  );
}
