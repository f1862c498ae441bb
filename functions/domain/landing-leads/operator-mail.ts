// The message the product's operator receives for a landing lead: plain text and HTML, in Russian.
import { escapeHtml } from '../../mail/escape-html';
import type { LandingLead } from '../../store/landing-leads';

export function landingLeadMail(lead: LandingLead): { subject: string; text: string; html: string } {
  const rows: Array<[string, string]> = [
    ['Имя', lead.name],
    ['Город', lead.city || '—'],
    ['Клиника', lead.clinic || '—'],
    ['Телефон', lead.phone],
    ['UTM', lead.utm || '—'],
    ['Получена', new Date(lead.createdAt).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' }) + ' (МСК)'],
  ];
  const subject = `Заявка с сайта: ${lead.name}${lead.clinic ? `, ${lead.clinic}` : ''}`;
  const text = ['Новая заявка на подключение', '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#191820">',
    '<h2 style="margin:0 0 12px">Новая заявка на подключение</h2>',
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><td style="color:#666">${escapeHtml(label)}</td><td><b>${escapeHtml(value).replace(/\n/g, '<br>')}</b></td></tr>`,
    ),
    '</table></body></html>',
  ].join('');
  return { subject, text, html };
}
