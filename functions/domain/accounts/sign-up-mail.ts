// The letters of the account-mail queue. The two a sign-up sends (the answer is the same for both, so only
// the mailbox owner learns which): the confirmation link to a new address, a warning to the owner of a
// registered one. And the notice to the previous address when the login e-mail was changed.
import * as z from 'zod/mini';
import { CONFIRMATION_CODE_PARAM, REGISTRATION_CONFIRM_PAGE, secretLinkPath } from '../../../shared/account-pages';
import type { MailMessage } from '../../mail/send-mail';
import { letter, siteUrl } from './letter';

export const signUpMailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('confirm'), to: z.string(), code: z.string() }),
  z.object({ kind: z.literal('taken'), to: z.string() }),
  z.object({ kind: z.literal('email-changed'), to: z.string(), newEmail: z.string() }),
]);
export type SignUpMail = z.infer<typeof signUpMailSchema>;

/** Hours a confirmation link stays valid. */
export const CONFIRMATION_HOURS = 24;

export function confirmationLink(code: string): string {
  return siteUrl(secretLinkPath(REGISTRATION_CONFIRM_PAGE, CONFIRMATION_CODE_PARAM, code));
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
      'Если это были вы, просто войдите в кабинет. Забыли пароль — нажмите «Забыли пароль?» на странице входа.',
      'Если это были не вы, ничего делать не нужно: ваш аккаунт не изменился.',
    ],
    { href: siteUrl('/authorization'), label: 'Войти в кабинет' },
  );
}
