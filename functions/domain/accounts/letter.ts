// The one layout of the account's letters: fixed paragraphs and one link, as text and as HTML.
import { config } from '../../config';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/send-mail';

export function siteUrl(path: string): string {
  return new URL(path, config.publicBaseUrl() || 'https://dentlead.ru').toString();
}

export function letter(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
): MailMessage {
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#191820">',
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p><a href="${escapeHtml(link.href)}" style="color:#5b4ff5;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
    '</body></html>',
  ].join('');
  return { to: [to], kind, subject, text: [...paragraphs, `${link.label}: ${link.href}`].join('\n\n'), html };
}
