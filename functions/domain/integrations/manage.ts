// The clinic's integrations: read, save (normalised, completeness computed, the widget's public copy
// written in the same transaction), delete one entry, follow a Telegram group that became a supergroup.
import { randomUUID } from 'node:crypto';
import { applyIntegrationsUpdate, normalizeEntry, removeEntry } from '../../../shared/domain/integrations';
import { maskSecrets, unmaskSecrets } from '../../../shared/domain/integration-secrets';
import type { IntegrationKind, IntegrationsUpdate, IntegrationsView } from '../../../shared/schemas/integrations';
import { changeIntegrations as changeStored, getIntegrations, IntegrationsBusy } from '../../store/integrations';
import { ConflictError, UnprocessableError } from '../errors';
import { mailConfirmationsOfNewAddresses } from './email-confirmation';

export const newEntryId = () => randomUUID();

export async function changeIntegrations(
  userId: string,
  change: (current: IntegrationsView) => IntegrationsView,
): Promise<IntegrationsView> {
  try {
    return await changeStored(userId, change);
  } catch (error) {
    if (error instanceof IntegrationsBusy)
      throw new ConflictError('INTEGRATIONS_BUSY', 'Интеграции сейчас меняются в другом окне. Обновите страницу и повторите');
    throw error;
  }
}

// What these calls answer goes to the browser: secrets are masked (shared/domain/integration-secrets.ts).

export async function readIntegrations(userId: string): Promise<IntegrationsView> {
  return maskSecrets((await getIntegrations(userId, true)).integrations);
}

/**
 * A PUT may rename, reorder or remove the clinic's Telegram groups but not add one: a group comes only
 * from its one-time code (telegram-connect.ts). New e-mail addresses are stored unconfirmed and mailed
 * a confirmation link (email-confirmation.ts); nothing is sent to them until it is opened.
 */
export async function saveIntegrations(userId: string, update: IntegrationsUpdate): Promise<IntegrationsView> {
  let before: IntegrationsView | undefined;
  const saved = await changeIntegrations(userId, (current) => {
    refuseTypedGroups(current, update);
    before = current;
    return applyIntegrationsUpdate(current, unmaskSecrets(update, current), newEntryId);
  });
  await mailConfirmationsOfNewAddresses(userId, before!, saved);
  return maskSecrets(saved);
}

function refuseTypedGroups(current: IntegrationsView, update: IntegrationsUpdate): void {
  const listed = new Set(current.telegram.map((entry) => entry.id));
  const typed = (update.telegram ?? []).filter((entry) => entry.id !== '' && !listed.has(entry.id));
  if (typed.length > 0)
    throw new UnprocessableError(
      'TELEGRAM_GROUP_UNPROVEN',
      'Группу Telegram нельзя добавить по id: нажмите «Добавить группу», получите код и отправьте его в группе — бот подключит её сам',
    );
}

export async function deleteIntegration(userId: string, kind: IntegrationKind, id: string): Promise<IntegrationsView> {
  return maskSecrets(await changeIntegrations(userId, (current) => removeEntry(current, kind, id)));
}

/** Telegram said the group migrated: its entries now name the supergroup's id. */
export async function moveTelegramGroup(userId: string, from: string, to: string): Promise<void> {
  await changeIntegrations(userId, (current) => ({
    ...current,
    telegram: current.telegram.map((entry) => (entry.id === from ? normalizeEntry('telegram', { ...entry, id: to }, newEntryId) : entry)),
  }));
}
