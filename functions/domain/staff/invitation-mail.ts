// The invitation letter (issue 29), sent through the account-mail queue like the sign-up's confirmation.
import * as z from 'zod/mini';
import { CONFIRMATION_CODE_PARAM, STAFF_INVITATION_PAGE, secretLinkPath } from '../../../shared/account-pages';
import { invitableRoles, roleNames } from '../../../shared/domain/staff/roles';
import type { MailMessage } from '../../mail/send-mail';
import { letter, siteUrl } from '../accounts/letter';

/** Hours an invitation's link stays valid. */
export const INVITATION_HOURS = 72;

export const invitationMailSchema = z.object({
  kind: z.literal('staff-invitation'),
  to: z.string(),
  code: z.string(),
  clinic: z.string(),
  role: z.enum(invitableRoles),
});
export type InvitationMail = z.infer<typeof invitationMailSchema>;

export function invitationLetter(mail: InvitationMail): MailMessage {
  return letter(
    'staff-invitation',
    mail.to,
    `Приглашение в кабинет клиники «${mail.clinic}» в ДентЛид`,
    [
      `Здравствуйте! Вас пригласили в кабинет клиники «${mail.clinic}» в ДентЛид: роль «${roleNames[mail.role]}».`,
      `Откройте ссылку, укажите имя и придумайте пароль. Ссылка действует ${INVITATION_HOURS} часа и открывается один раз.`,
      'Если вы не ждали этого приглашения, просто удалите письмо.',
    ],
    { href: siteUrl(secretLinkPath(STAFF_INVITATION_PAGE, CONFIRMATION_CODE_PARAM, mail.code)), label: 'Принять приглашение' },
  );
}
