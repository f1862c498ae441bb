// Confirming a lead address (issue 13 §1): a new address is stored unconfirmed and mailed a link; the
// link opens the page /email/confirm, whose button (POST /api/integration/email/confirm) marks it confirmed. Lead mail goes only to confirmed
// addresses. The token is random, stored only as its SHA-256, lasts 7 days and confirms once.
// The clinic's own account e-mail is not taken as proven: sign-up does not verify it.
import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_CONFIRM_PAGE, EMAIL_CONFIRM_TOKEN_PARAM, secretLinkPath } from '../../../shared/account-pages';
import { isConfirmed } from '../../../shared/domain/integration-entries';
import type { IntegrationsView } from '../../../shared/schemas/integrations';
import { config } from '../../config';
import { logger } from '../../logger';
import { escapeHtml } from '../../mail/escape-html';
import { unlinkable } from '../../mail/plain-data';
import { sendMail } from '../../mail/send-mail';
import { putEmailProof } from '../../store/destination-proofs';
import { getIntegrations } from '../../store/integrations';
import { takeAllowance } from '../../store/rate-counters';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../errors';
import { clinicNameOf } from '../leads/clinic-name';
import { waitText } from './allowances';

const LINK_DAYS = 7;
/** Mails per clinic and address, and per clinic in all, per hour. */
const PER_ADDRESS = { limit: 3, windowSeconds: 3600 };
const PER_CLINIC = { limit: 20, windowSeconds: 3600 };

/** What the store keeps of a link's token (the token itself only travels in the letter). */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** After a save: each address that was not listed before gets its link (quietly skipped past the allowance). */
export async function mailConfirmationsOfNewAddresses(userId: string, before: IntegrationsView, after: IntegrationsView): Promise<void> {
  const known = new Set(before.email.map((entry) => entry.text));
  const added = after.email.filter((entry) => entry.active && !isConfirmed(entry) && !known.has(entry.text));
  for (const entry of added) {
    const refusal = await sendConfirmation(userId, entry.text);
    if (refusal) logger.warn('confirmation mail not sent', { address: entry.text, retryAfterSeconds: refusal });
  }
}

/** 'Отправить ещё раз': the address must be listed and not yet confirmed; 429 past the allowance. */
export async function resendConfirmation(userId: string, address: string): Promise<{ ok: true; sentTo: string }> {
  const normalized = address.trim().toLowerCase();
  const entry = (await getIntegrations(userId, true)).integrations.email.find((candidate) => candidate.text === normalized);
  if (!entry) throw new NotFoundError('EMAIL_NOT_LISTED', 'Сначала добавьте этот адрес в интеграции');
  if (isConfirmed(entry)) throw new ConflictError('EMAIL_ALREADY_CONFIRMED', 'Этот адрес уже подтверждён');
  const refusal = await sendConfirmation(userId, normalized);
  if (refusal)
    throw new TooManyRequestsError(
      'TOO_MANY_REQUESTS',
      `Письмо на этот адрес уже отправлялось несколько раз. Повторить можно ${waitText(refusal)}`,
      refusal,
    );
  return { ok: true, sentTo: normalized };
}

/** Sends one link; answers the wait in seconds when an allowance refused it. */
async function sendConfirmation(userId: string, address: string): Promise<number | undefined> {
  for (const [scope, allowance] of [
    [`email-confirm#${userId}#${address}`, PER_ADDRESS],
    [`email-confirm#${userId}`, PER_CLINIC],
  ] as const) {
    const outcome = await takeAllowance(scope, allowance);
    if (!outcome.allowed) return outcome.retryAfterSeconds;
  }
  const token = randomBytes(32).toString('base64url');
  await putEmailProof(hashOf(token), { userId, address, expiresAt: new Date(Date.now() + LINK_DAYS * 86_400_000).toISOString() });
  const link = `${config.publicBaseUrl()}${secretLinkPath(EMAIL_CONFIRM_PAGE, EMAIL_CONFIRM_TOKEN_PARAM, token)}`;
  await sendMail({ to: [address], kind: 'email-confirmation', ...confirmationMail(await clinicNameOf(userId), link) });
  return undefined;
}

/** How much of the clinic's name the letter shows. */
const CLINIC_NAME_SHOWN = 120;

/**
 * The letter's words are fixed: the address's owner has agreed to nothing yet, so no text a clinic typed
 * may speak in it. The clinic's name is shown apart, as data the clinic gave (unlinkable: one line, no
 * link a mail client could make of it).
 */
export function confirmationMail(clinic: string, link: string): { subject: string; text: string; html: string } {
  const lines = [
    'Этот адрес указали в кабинете клиники в сервисе ДентЛид, чтобы получать на него заявки пациентов.',
    `Если это ваш адрес и вы согласны, подтвердите его (ссылка действует ${LINK_DAYS} дней):`,
  ];
  const name = unlinkable(clinic, CLINIC_NAME_SHOWN) || 'не указано';
  const nameLabel = 'Название клиники, как его указали в кабинете (мы его не проверяем):';
  const ignore = 'Если вы не знаете, о чём речь, просто удалите это письмо: без подтверждения мы ничего не пришлём.';
  return {
    subject: 'Подтвердите адрес для заявок ДентЛид',
    text: `${lines.join('\n')}\n${link}\n\n${nameLabel}\n${name}\n\n${ignore}`,
    html:
      `<p>${lines.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(link)}">Подтвердить адрес</a></p>` +
      `<p>${escapeHtml(nameLabel)}<br><span style="font-family:monospace">${escapeHtml(name)}</span></p><p>${escapeHtml(ignore)}</p>`,
  };
}
