// The integration kinds, as stored and sent (the keys of GET /api/integration). Adding a kind here makes every
// registry that must know it (shared/integrations/registry.ts, functions/integrations/registry.ts, the cabinet's
// kinds/index.ts) fail to compile until it has its entry: docs/adding-an-integration.md.
export const INTEGRATION_KINDS = [
  'ident',
  'macDent',
  'dentalPro',
  'email',
  'telegram',
  'sms',
  'webSite',
  'amoCrm',
  'metric',
  'google',
  'externalLink',
] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** The category tabs of 'Ваши интеграции' (besides 'Все'). */
export type IntegrationCategory = 'МИС' | 'Уведомления' | 'Аналитика' | 'Другое';

/** One value per kind, in the kinds' order. */
export function mapKinds<T>(make: (kind: IntegrationKind) => T): Record<IntegrationKind, T> {
  return Object.fromEntries(INTEGRATION_KINDS.map((kind) => [kind, make(kind)])) as Record<IntegrationKind, T>;
}
