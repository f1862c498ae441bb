// What an integration card's badge says, and the lines of its last outcome beside it (issue 22 §2): 'Активна'
// only when the entry is configured AND its last attempt worked. An entry whose access is gone (amoCRM or
// Google said the grant is revoked) says 'Нет доступа'; one whose last lead or last MIS sync failed says
// 'Ошибка', with when and what; a Google consent that ends by itself within two days says 'Доступ истекает'.
// The cabinet's card shows it; the server records each entry's last outcome (functions/store/entry-outcomes.ts).
import type { EntryOutcome, IntegrationKind, MisSyncState } from '../schemas/integrations';
import type { IntegrationShared } from '../integrations/integration';
import { integrations } from '../integrations/registry';
import { grantEndsSoon } from './google-grant';
import { misSyncLines, syncTimeText } from './mis-sync';

export type BadgeTone = 'active' | 'inactive' | 'unconfirmed' | 'failed' | 'warning';

export interface EntryBadge {
  tone: BadgeTone;
  text: string;
  /** The last outcome and its time, in the clinic's zone: shown on the card with the badge. */
  lines: string[];
}

export interface EntryFacts {
  kind: IntegrationKind;
  /** Complete by the shared rule (isEntryActive). */
  active: boolean;
  /** E-mail and Telegram: the owner proved the destination. */
  confirmed: boolean;
  /** The entry's current destination (entryValue: the address, the group id): a lead sent elsewhere says nothing of it. */
  destination: string;
  /** What the server says the clinic must do (amoCRM, Google: access lost). */
  error?: string;
  misSync?: MisSyncState;
  outcome?: EntryOutcome;
  /** Google: when the consent ends by itself (ISO). */
  grantExpiresAt?: string;
}

/** The last lead (or access check) sent to this entry's current destination, as one line. */
function deliveryLine(outcome: EntryOutcome | undefined, destination: string): { ok: boolean; line: string } | undefined {
  const delivery = outcome?.delivery;
  if (!delivery || !outcome) return undefined;
  if (delivery.destination !== undefined && delivery.destination !== destination) return undefined;
  const at = syncTimeText(delivery.at, outcome.timeZone);
  if (delivery.check)
    return { ok: delivery.ok, line: delivery.ok ? `Проверка ${at}: доступ есть` : `Проверка ${at} не удалась: ${delivery.text ?? ''}` };
  if (!delivery.ok) return { ok: false, line: `Заявка ${at} не доставлена: ${delivery.text ?? 'причина неизвестна'}` };
  return { ok: true, line: `Последняя заявка ${at}: ${delivery.text ?? 'доставлена'}` };
}

export function integrationBadge(facts: EntryFacts, now: number): EntryBadge {
  const integration: IntegrationShared = integrations[facts.kind];
  const sync = integration.syncsDoctors ? misSyncLines(facts.misSync) : undefined;
  const delivery = deliveryLine(facts.outcome, facts.destination);
  if (!facts.active) return { tone: 'inactive', text: 'Неактивна', lines: [] };
  // The error itself is shown by the card's reconnect block, with its button.
  if (facts.error) return { tone: 'failed', text: 'Нет доступа', lines: delivery && !delivery.ok ? [delivery.line] : [] };
  const unconfirmed = integration.proof?.unconfirmedBadge;
  if (unconfirmed && !facts.confirmed) return { tone: 'unconfirmed', text: unconfirmed, lines: [] };
  if (sync?.failure) return { tone: 'failed', text: 'Ошибка', lines: [sync.failure, sync.last, ...(delivery ? [delivery.line] : [])] };
  if (delivery && !delivery.ok) return { tone: 'failed', text: 'Ошибка', lines: [delivery.line, ...(sync ? [sync.last] : [])] };
  const lines = [...(sync ? [sync.last] : []), ...(delivery ? [delivery.line] : [])];
  if (facts.kind === 'google' && facts.grantExpiresAt && grantEndsSoon(facts.grantExpiresAt, now)) {
    const zone = facts.outcome?.timeZone ?? facts.misSync?.timeZone ?? 'Europe/Moscow';
    const ends = `Доступ к таблице закончится ${syncTimeText(facts.grantExpiresAt, zone)}: нажмите «Подключить заново»`;
    return { tone: 'warning', text: 'Доступ истекает', lines: [ends, ...lines] };
  }
  return { tone: 'active', text: 'Активна', lines };
}
