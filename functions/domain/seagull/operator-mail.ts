// The message the product's operator receives for a configurator request: plain text and HTML, in Russian.
import { escapeHtml } from '../../mail/escape-html';
import type { SeagullRequest } from '../../store/seagull-requests';

const HEADINGS = { order: 'Заявка с конфигуратора прицепа', save: 'Сохранённый расчёт конфигуратора прицепа' } as const;

export function seagullRequestMail(request: SeagullRequest): { subject: string; text: string; html: string } {
  const heading = HEADINGS[request.mode];
  const rows: Array<[string, string]> = [
    ['Имя', request.name || '—'],
    ['Email', request.email],
    ['Телефон', request.phone || '—'],
    ['UTM', request.utm || '—'],
    ['Получена', new Date(request.createdAt).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' }) + ' (МСК)'],
  ];
  const subject = `${heading}: ${request.name || request.email}`;
  const text = [heading, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', 'Расчёт:', ...request.answer].join('\n');
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#191820">',
    `<h2 style="margin:0 0 12px">${escapeHtml(heading)}</h2>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><td style="color:#666">${escapeHtml(label)}</td><td><b>${escapeHtml(value).replace(/\n/g, '<br>')}</b></td></tr>`,
    ),
    '</table><h3 style="margin:16px 0 8px">Расчёт</h3><ul>',
    ...request.answer.map((line) => `<li>${escapeHtml(line)}</li>`),
    '</ul></body></html>',
  ].join('');
  return { subject, text, html };
}
