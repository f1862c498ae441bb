// (handler) --> the Yandex Metrica counters of a quiz's owner (docs/contract/widget-quiz-configurator.md §7 'user/metric'): the ids
// of their active 'metric' integration entries, read from the public copy the integrations save writes
// (store/integrations.ts), so the private item with its tokens is never read by a public call.
import { metricCounters } from '../../../shared/domain/integrations';
import type { OwnerMetric } from '../../../shared/schemas/owner-metric';
import { config } from '../../config';
import { getPublicIntegrations } from '../../store/integrations';

export async function ownerMetric(userId: string): Promise<OwnerMetric> {
  const copy = await getPublicIntegrations(userId);
  return { counters: metricCounters(copy?.metric ?? []), tagUrl: config.metricaTagUrl() };
}
