// A clinic's amo entries in its integrations item: found only among the signed-in clinic's own (another
// clinic's id is 404), saved through the integrations' versioned write, marked when access is lost.
import { AMO_TEXTS, type AmoAnswer } from '../../../shared/schemas/amo';
import type { IntegrationEntry, IntegrationsView } from '../../../shared/schemas/integrations';
import { getIntegrations } from '../../store/integrations';
import { NotFoundError } from '../errors';
import { answerOf, changeIntegrations } from '../integrations/manage';

export type AmoEntry = IntegrationEntry<'amoCrm'>;

export const findEntry = (integrations: IntegrationsView, id: string): AmoEntry | undefined =>
  integrations.amoCrm.find((entry) => entry._id === id);

export async function ownEntry(userId: string, id: string): Promise<AmoEntry> {
  const entry = findEntry((await getIntegrations(userId, true)).integrations, id);
  if (!entry) throw new NotFoundError('AMO_ENTRY_NOT_FOUND', 'Интеграция amoCRM не найдена: обновите страницу');
  return entry;
}

export async function saveEntry(userId: string, id: string, make: (previous: AmoEntry | undefined) => AmoEntry): Promise<AmoAnswer> {
  const stored = await changeIntegrations(userId, (current) => {
    const previous = findEntry(current, id);
    const next = make(previous);
    const amoCrm = previous ? current.amoCrm.map((entry) => (entry._id === id ? next : entry)) : [...current.amoCrm, next];
    return { ...current, amoCrm };
  });
  return { id, integrations: await answerOf(userId, stored) };
}

/** amo refused the clinic's tokens for good: the card says so until the clinic connects again. */
export async function markAmoAccessLost(userId: string, id: string): Promise<void> {
  const entry = findEntry((await getIntegrations(userId, true)).integrations, id);
  if (!entry || entry.error === AMO_TEXTS.accessLost) return;
  await changeIntegrations(userId, (current) => ({
    ...current,
    amoCrm: current.amoCrm.map((candidate) => (candidate._id === id ? { ...candidate, error: AMO_TEXTS.accessLost } : candidate)),
  }));
}
