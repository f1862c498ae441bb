// The letters of the account-mail queue. The two a sign-up sends (the answer is the same for both, so only
// the mailbox owner learns which): the confirmation link to a new address, a warning to the owner of a
// registered one. And the notice to the previous address when the login e-mail was changed.
import * as z from 'zod/mini';
import { CONFIRMATION_CODE_PARAM, REGISTRATION_CONFIRM_PAGE } from '../../../shared/account-pages';
import { config } from '../../config';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/send-mail';

export const signUpMailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('confirm'), to: z.string(), code: z.string() }),
  z.object({ kind: z.literal('taken'), to: z.string() }),
  z.object({ kind: z.literal('email-changed'), to: z.string(), newEmail: z.string() }),
]);
export type SignUpMail = z.infer<typeof signUpMailSchema>;

/** Hours a confirmation link stays valid. */
export const CONFIRMATION_HOURS = 24;

function siteUrl(path: string): string {
  return new URL(path, config.publicBaseUrl() || 'https://dentlead.ru').toString();
}

export function confirmationLink(code: string): string {
  return siteUrl(`${REGISTRATION_CONFIRM_PAGE}?${CONFIRMATION_CODE_PARAM}=${encodeURIComponent(code)}`);
}

function letter(kind: string, to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#191820">',
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p><a href="${escapeHtml(link.href)}" style="color:#5b4ff5;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
    '</body></html>',
  ].join('');
  return { to: [to], kind, subject, text: [...paragraphs, `${link.label}: ${link.href}`].join('\n\n'), html };
}

export function signUpLetter(mail: SignUpMail): MailMessage {
  if (mail.kind === 'confirm') {
    return letter(
      'registration-confirm',
      mail.to,
      'Подтвердите регистрацию в ДентЛид',
      [
        'Здравствуйте! Вы зарегистрировали клинику в ДентЛид.',
        `Откройте ссылку, чтобы подтвердить email и войти в кабинет. Ссылка действует ${CONFIRMATION_HOURS} часа.`,
        'Если вы не регистрировались, просто удалите это письмо.',
      ],
      { href: confirmationLink(mail.code), label: 'Подтвердить регистрацию' },
    );
  }
  if (mail.kind === 'email-changed') {
    return letter(
      'email-changed',
      mail.to,
      'Email для входа в ДентЛид изменён',
      [
        `Здравствуйте! Email для входа в кабинет ДентЛид изменён: теперь это ${mail.newEmail}. Этот адрес для входа больше не действует.`,
        'Если это были вы, ничего делать не нужно.',
        'Если это были не вы, срочно напишите нам в ответ на это письмо: мы вернём доступ к аккаунту.',
      ],
      { href: siteUrl('/authorization'), label: 'Войти в кабинет' },
    );
  }
  return letter(
    'registration-taken',
    mail.to,
    'Попытка регистрации с вашим email в ДентЛид',
    [
      'Здравствуйте! Кто-то пытался зарегистрировать новый аккаунт ДентЛид с вашим email, но аккаунт с ним уже есть.',
      'Если это были вы, просто войдите в кабинет. Забыли пароль — напишите нам в ответ на это письмо.',
      'Если это были не вы, ничего делать не нужно: ваш аккаунт не изменился.',
    ],
    { href: siteUrl('/authorization'), label: 'Войти в кабинет' },
  );
}
