// A letter to the clinic's account address when a CRM or a sheet stops accepting leads for a reason only
// the clinic can fix (access revoked, the grant expired): found by the token schedule, before a lead
// fails. The words are fixed; the letter names the integration and where to reconnect it.
import { config } from '../../config';
import { logger } from '../../logger';
import { escapeHtml } from '../../mail/escape-html';
import { PermanentMailError, sendMail } from '../../mail/send-mail';
import { getAccount } from '../../store/accounts';

export type ReconnectableIntegration = 'amoCRM' | 'Google Таблицы';

export function accessLostLetter(integration: ReconnectableIntegration, link: string): { subject: string; text: string; html: string } {
  const lines = [
    `ДентЛид больше не может передавать заявки в ${integration}: доступ отозван или истёк.`,
    'Новые заявки по-прежнему приходят в кабинет, на почту и в Telegram, но не туда.',
    'Чтобы восстановить передачу, откройте «Интеграции» и нажмите «Подключить заново»:',
  ];
  return {
    subject: `Заявки не попадают в ${integration}: подключите заново`,
    text: `${lines.join('\n')}\n${link}`,
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(link)}">Открыть «Интеграции»</a></p>`,
  };
}

export async function tellClinicAccessLost(userId: string, integration: ReconnectableIntegration): Promise<void> {
  const account = await getAccount(userId);
  if (!account?.email) return;
  try {
    await sendMail({
      to: [account.email],
      kind: 'integration-access-lost',
      ...accessLostLetter(integration, `${config.publicBaseUrl()}/user/integration`),
    });
  } catch (error) {
    if (!(error instanceof PermanentMailError)) throw error;
    logger.error('access-lost mail refused for good', { userId, reason: error.message });
  }
}
