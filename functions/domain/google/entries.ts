// The Google entries in the clinic's integrations: made and changed only by the server (the connect flow,
// a lost grant); a cabinet save keeps them as stored (stored-entries.ts).
import { normalizeEntryOf } from '../../../shared/domain/integrations';
import { google } from '../../../shared/integrations/google';
import type { GoogleEntry, IntegrationEntry, IntegrationsView } from '../../../shared/schemas/integrations';
import { changeIntegrations, newEntryId } from '../integrations/manage';

export type GoogleEntryView = IntegrationEntry<'google'>;

/** Adds the entry, or replaces the one with its _id (a reconnect). */
export async function storeGoogleEntry(userId: string, entry: GoogleEntry & { _id: string }): Promise<GoogleEntryView> {
  const stored = normalizeEntryOf(google, entry, newEntryId);
  await changeIntegrations(userId, (current) => {
    const others = current.google.filter((existing) => existing._id !== stored._id);
    const at = current.google.findIndex((existing) => existing._id === stored._id);
    const google = at < 0 ? [...others, stored] : [...others.slice(0, at), stored, ...others.slice(at)];
    return { ...current, google };
  });
  return stored;
}

/** Sets (or with '' clears) what the clinic must do about an entry; no write when it already says so. */
export async function setGoogleEntryError(current: IntegrationsView, userId: string, entryId: string, error: string): Promise<void> {
  const entry = current.google.find((candidate) => candidate._id === entryId);
  if (!entry || (entry.error ?? '') === error) return;
  await changeIntegrations(userId, (fresh) => ({
    ...fresh,
    google: fresh.google.map((candidate) => {
      if (candidate._id !== entryId) return candidate;
      const { error: _old, ...rest } = candidate;
      return (error ? { ...rest, error } : rest) as GoogleEntryView;
    }),
  }));
}
