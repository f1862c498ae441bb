// Letters to the clinic's account address when a CRM or a sheet stops accepting leads for a reason only
// the clinic can fix (access revoked, the grant expired): found by the token schedule, before a lead
// fails; and ahead of it, where the end is known (a Google consent given to an app in testing lasts 7 days).
// The words are fixed; each letter names the integration and where to reconnect it.
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

/** `endsAt`: when access ends, as the clinic reads it ('23.11.2026, 14:30 (Москва)'). */
export function accessEndingLetter(
  integration: ReconnectableIntegration,
  endsAt: string,
  link: string,
): { subject: string; text: string; html: string } {
  const lines = [
    `Доступ ДентЛид к интеграции «${integration}» закончится ${endsAt}: такой срок сервис задал при подключении.`,
    'После этого заявки перестанут попадать в таблицу (в кабинет, на почту и в Telegram они приходить не перестанут).',
    'Чтобы передача не прервалась, откройте «Интеграции» и нажмите «Подключить заново» до этого времени:',
  ];
  return {
    subject: `${integration}: доступ скоро закончится, подключите заново`,
    text: `${lines.join('\n')}\n${link}`,
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(link)}">Открыть «Интеграции»</a></p>`,
  };
}

async function mailClinic(userId: string, kind: string, letter: { subject: string; text: string; html: string }): Promise<void> {
  const account = await getAccount(userId);
  if (!account?.email) return;
  try {
    await sendMail({ to: [account.email], kind, ...letter });
  } catch (error) {
    if (!(error instanceof PermanentMailError)) throw error;
    logger.error(`${kind} mail refused for good`, { userId, reason: error.message });
  }
}

const integrationsLink = () => `${config.publicBaseUrl()}/user/integration`;

export function tellClinicAccessLost(userId: string, integration: ReconnectableIntegration): Promise<void> {
  return mailClinic(userId, 'integration-access-lost', accessLostLetter(integration, integrationsLink()));
}

export function tellClinicAccessEnding(userId: string, integration: ReconnectableIntegration, endsAt: string): Promise<void> {
  return mailClinic(userId, 'integration-access-ending', accessEndingLetter(integration, endsAt, integrationsLink()));
}
