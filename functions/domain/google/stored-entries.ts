// A cabinet save (PUT /api/integration) may drop or reorder the Google entries, never add or edit one:
// its google list is read as "keep these stored entries", so an entry cannot be pointed at another
// spreadsheet or given a made-up one (the grant, apart, names the spreadsheet the consumer writes to).
import type { GoogleEntry, IntegrationsUpdate, IntegrationsView } from '../../../shared/schemas/integrations';

/** The update with its google list replaced by the stored entries it names (by _id), in its order. */
export function keepStoredGoogleEntries(current: IntegrationsView, update: IntegrationsUpdate): IntegrationsUpdate {
  if (update.google === undefined) return update;
  const stored = new Map(current.google.map((entry) => [entry._id, entry]));
  const kept = update.google.flatMap((entry) => {
    const found = entry._id ? stored.get(entry._id) : undefined;
    return found ? [found as GoogleEntry] : [];
  });
  return { ...update, google: kept };
}
