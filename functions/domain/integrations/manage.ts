// The clinic's integrations: read, save (normalised, completeness computed, the widget's public copy
// written in the same transaction), delete one entry, follow a Telegram group that became a supergroup.
import { randomUUID } from 'node:crypto';
import { applyIntegrationsUpdate, normalizeEntryOf, removeEntry } from '../../../shared/domain/integrations';
import { telegram } from '../../../shared/integrations/telegram';
import { maskSecrets, unmaskSecrets } from '../../../shared/domain/integration-secrets';
import type { IntegrationKind, IntegrationsAnswer, IntegrationsUpdate, IntegrationsView } from '../../../shared/schemas/integrations';
import { secretItemDeletes } from '../../store/integration-secrets';
import { getEntryStates } from '../../store/entry-outcomes';
import {
  type AlsoWrite,
  changeIntegrations as changeStored,
  getIntegrations,
  IntegrationsBusy,
  type StoredIntegrations,
} from '../../store/integrations';
import { requireBasedOn } from '../edit-conflict';
import { keepStoredGoogleEntries } from '../google/stored-entries';
import { ConflictError, UnprocessableError } from '../errors';
import { mailConfirmationsOfNewAddresses } from './email-confirmation';
import { draftKeyUse, identKeyTaken, requireIssuedIdentKeys, withIssuedKeys } from '../mis/ident-keys';
import { IdentKeyTaken } from '../../store/ident-keys';

export const newEntryId = () => randomUUID();

export async function changeIntegrations(
  userId: string,
  change: (current: IntegrationsView, version: number) => IntegrationsView,
  alsoWrite?: AlsoWrite,
): Promise<StoredIntegrations> {
  try {
    return await changeStored(userId, change, undefined, alsoWrite);
  } catch (error) {
    if (error instanceof IntegrationsBusy)
      throw new ConflictError('INTEGRATIONS_BUSY', 'Интеграции сейчас меняются в другом окне. Обновите страницу и повторите');
    if (error instanceof IdentKeyTaken) throw identKeyTaken();
    throw error;
  }
}

// What these calls answer goes to the browser: secrets are masked (shared/domain/integration-secrets.ts),
// with the version the next edit is based on and each entry's last sync and lead (store/entry-outcomes.ts).
export async function answerOf(userId: string, { integrations, version }: StoredIntegrations): Promise<IntegrationsAnswer> {
  return { ...maskSecrets(integrations), version, ...(await getEntryStates(userId, integrations)) };
}

export async function readIntegrations(userId: string): Promise<IntegrationsAnswer> {
  return answerOf(userId, await getIntegrations(userId, true));
}

/**
 * A PUT may list only IDENT keys issued to the clinic (mis/ident-keys.ts; an entry without one gets one).
 * A PUT may rename, reorder or remove the clinic's Telegram groups but not add one: a group comes only
 * from its one-time code (telegram-connect.ts). New e-mail addresses are stored unconfirmed and mailed
 * a confirmation link (email-confirmation.ts); nothing is sent to them until it is opened.
 */
export async function saveIntegrations(userId: string, update: IntegrationsUpdate): Promise<IntegrationsAnswer> {
  const stored = await getIntegrations(userId, true);
  await requireIssuedIdentKeys(userId, stored.integrations, update);
  const draftUse = (update.ident ?? []).some((entry) => !stored.integrations.ident.some((own) => own.id === entry.id))
    ? await draftKeyUse(userId)
    : () => [];
  let before: IntegrationsView | undefined;
  const saved = await changeIntegrations(
    userId,
    (current, version) => {
      // Also on a re-read after a lost race: the edit is never applied over another save (409).
      requireBasedOn(update.version, version);
      refuseTypedGroups(current, update);
      before = current;
      return applyIntegrationsUpdate(current, keepStoredGoogleEntries(current, unmaskSecrets(withIssuedKeys(update), current)), newEntryId);
    },
    async (TableName, previous, next) => [...(await secretItemDeletes(userId)(TableName, previous, next)), ...draftUse(TableName, next)],
  );
  await mailConfirmationsOfNewAddresses(userId, before!, saved.integrations);
  return answerOf(userId, saved);
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

/** Deletes one entry, an amoCRM or Google entry with its tokens (store/integration-secrets.ts). */
export async function deleteIntegration(userId: string, kind: IntegrationKind, id: string): Promise<IntegrationsAnswer> {
  return answerOf(userId, await changeIntegrations(userId, (current) => removeEntry(current, kind, id), secretItemDeletes(userId)));
}

/** Telegram said the group migrated: its entries now name the supergroup's id. */
export async function moveTelegramGroup(userId: string, from: string, to: string): Promise<void> {
  await changeIntegrations(userId, (current) => ({
    ...current,
    telegram: current.telegram.map((entry) => (entry.id === from ? normalizeEntryOf(telegram, { ...entry, id: to }, newEntryId) : entry)),
  }));
}
