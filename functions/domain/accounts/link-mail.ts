// The letters with an account link, made by the account-mail consumer: the request answered alike
// whether the e-mail is registered or not, and only here, off the request, is the account looked up, the
// link made (account-links.ts) and the letter chosen. So neither the answer nor its time tells anything,
// and the token travels in no queue message: it exists only in the letter.
import * as z from 'zod/mini';
import {
  ACCOUNT_LINK_TOKEN_PARAM,
  LOGIN_EMAIL_CONFIRM_PAGE,
  PASSWORD_RESET_PAGE,
  SIGN_IN_LINK_PAGE,
  secretLinkPath,
} from '../../../shared/account-pages';
import type { MailMessage } from '../../mail/send-mail';
import { findAccountIdByEmail, getAccount } from '../../store/accounts';
import { LINK_MINUTES, makeAccountLink } from './account-links';
import { letter, siteUrl } from './letter';

export const linkMailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sign-in-link'), to: z.string() }),
  z.object({ kind: z.literal('password-reset'), to: z.string() }),
  /** `from`: the login e-mail when the change was asked for; a login moved since then gets no letter. */
  z.object({ kind: z.literal('email-change'), userId: z.string(), from: z.string(), to: z.string() }),
]);
export type LinkMail = z.infer<typeof linkMailSchema>;

const linkTo = (page: string, token: string) => siteUrl(secretLinkPath(page, ACCOUNT_LINK_TOKEN_PARAM, token));

/** The letter for `mail`, with a new link when there is an account to link to; undefined when nothing is to be sent. */
export async function linkLetter(mail: LinkMail, now = Date.now()): Promise<MailMessage | undefined> {
  if (mail.kind === 'email-change') return emailChangeLetter(mail, now);
  const userId = await findAccountIdByEmail(mail.to);
  const account = userId ? await getAccount(userId) : undefined;
  if (!account) return noAccountLetter(mail.to);
  if (mail.kind === 'sign-in-link') {
    return letter(
      'sign-in-link',
      mail.to,
      'Ссылка для входа в ДентЛид',
      [
        'Здравствуйте! Вы попросили ссылку для входа в кабинет ДентЛид: например, потому что вход по паролю временно закрыт после неудачных попыток.',
        `Ссылка действует ${LINK_MINUTES['sign-in']} минут и открывает кабинет один раз.`,
        'Если вы не просили ссылку, просто удалите это письмо: без неё никто не войдёт. Если кто-то подбирает ваш пароль, смените его в кабинете на странице «Ваш аккаунт».',
      ],
      { href: linkTo(SIGN_IN_LINK_PAGE, await makeAccountLink('sign-in', account, now)), label: 'Войти в кабинет' },
    );
  }
  return letter(
    'password-reset',
    mail.to,
    'Новый пароль для ДентЛид',
    [
      'Здравствуйте! Вы попросили задать новый пароль для входа в кабинет ДентЛид.',
      `Откройте ссылку и введите новый пароль. Ссылка действует ${LINK_MINUTES['password-reset']} минут и работает один раз; после смены пароля все открытые сессии кабинета закончатся.`,
      'Если вы не просили новый пароль, просто удалите это письмо: пароль не изменится.',
    ],
    { href: linkTo(PASSWORD_RESET_PAGE, await makeAccountLink('password-reset', account, now)), label: 'Задать новый пароль' },
  );
}

function noAccountLetter(to: string): MailMessage {
  return letter(
    'account-link-no-account',
    to,
    'Вход в ДентЛид',
    [
      'Здравствуйте! Для этого адреса запросили ссылку для входа в ДентЛид или для нового пароля, но аккаунта с этим email нет.',
      'Если это были вы, возможно, клиника зарегистрирована на другой email. Или зарегистрируйтесь: это бесплатно.',
      'Если это были не вы, просто удалите это письмо.',
    ],
    { href: siteUrl('/registration'), label: 'Зарегистрироваться' },
  );
}

async function emailChangeLetter(mail: Extract<LinkMail, { kind: 'email-change' }>, now: number): Promise<MailMessage | undefined> {
  const account = await getAccount(mail.userId);
  if (!account || account.email !== mail.from) return undefined;
  if (await findAccountIdByEmail(mail.to)) {
    return letter(
      'login-email-taken',
      mail.to,
      'Попытка сделать ваш email входом в другой аккаунт ДентЛид',
      [
        'Здравствуйте! В кабинете ДентЛид попросили сделать этот адрес email для входа в другой аккаунт, но с этим адресом уже есть свой аккаунт.',
        'Ничего не изменилось: ваш аккаунт по-прежнему ваш.',
        'Если это были вы и вы хотите перенести вход на этот адрес, сначала смените email в аккаунте, который сейчас с ним связан.',
      ],
      { href: siteUrl('/authorization'), label: 'Войти в кабинет' },
    );
  }
  return letter(
    'login-email-confirm',
    mail.to,
    'Подтвердите новый email для входа в ДентЛид',
    [
      'Здравствуйте! В кабинете ДентЛид попросили сделать этот адрес email для входа.',
      `Откройте ссылку и нажмите «Подтвердить», чтобы email для входа сменился. Ссылка действует ${LINK_MINUTES['email-change'] / 60} часа.`,
      'Если вы не знаете, о чём речь, просто удалите это письмо: ничего не изменится.',
    ],
    {
      href: linkTo(LOGIN_EMAIL_CONFIRM_PAGE, await makeAccountLink('email-change', account, now, mail.to)),
      label: 'Подтвердить новый email',
    },
  );
}
