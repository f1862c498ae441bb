// Secrets in integration entries (OAuth tokens, API secrets) never reach the browser: the cabinet sees
// a mask in their place, and a save that sends the mask back keeps the stored value.
import type { IntegrationShared } from '../integrations/integration';
import { INTEGRATION_KINDS } from '../integrations/kinds';
import { integrations } from '../integrations/registry';
import type { IntegrationKind, IntegrationsUpdate, IntegrationsView } from '../schemas/integrations';
import { SECRET_MASK } from '../integrations/secret-mask';

export { SECRET_MASK };

/** Each kind's secret fields (shared/integrations/<kind>.ts), for the kinds that have any. */
const secretFieldsByKind = (): Partial<Record<IntegrationKind, readonly string[]>> =>
  Object.fromEntries(
    INTEGRATION_KINDS.flatMap((kind) => {
      const fields = (integrations[kind] as IntegrationShared).secretFields;
      return fields ? [[kind, fields]] : [];
    }),
  );
export const SECRET_FIELDS = /* @__PURE__ */ secretFieldsByKind();

type Entry = Record<string, unknown> & { _id?: string };

/** The view with every filled secret replaced by the mask (empty ones stay empty: they show what is missing). */
export function maskSecrets(view: IntegrationsView): IntegrationsView {
  const masked: Record<string, unknown> = { ...view };
  for (const [kind, fields] of Object.entries(SECRET_FIELDS)) {
    masked[kind] = (view[kind as IntegrationKind] as unknown as Entry[]).map((entry) => {
      const copy: Entry = { ...entry };
      for (const field of fields) if (copy[field]) copy[field] = SECRET_MASK;
      return copy;
    });
  }
  return masked as unknown as IntegrationsView;
}

/** The update with each masked secret put back from the stored entry with the same `_id` ('' if none). */
export function unmaskSecrets(update: IntegrationsUpdate, current: IntegrationsView): IntegrationsUpdate {
  const restored: Record<string, unknown> = { ...update };
  for (const [kind, fields] of Object.entries(SECRET_FIELDS)) {
    const incoming = update[kind as IntegrationKind] as unknown as Entry[] | undefined;
    if (!incoming) continue;
    const stored = current[kind as IntegrationKind] as unknown as Entry[];
    restored[kind] = incoming.map((entry) => {
      const copy: Entry = { ...entry };
      const previous = stored.find((candidate) => candidate._id !== undefined && candidate._id === entry._id);
      for (const field of fields) if (copy[field] === SECRET_MASK) copy[field] = previous?.[field] ?? '';
      return copy;
    });
  }
  return restored as IntegrationsUpdate;
}
