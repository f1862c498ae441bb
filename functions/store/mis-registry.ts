// Finding clinics by their MIS without scanning.
//   gsi1 MIS_SYNC / <userId>   on the INTEGRATIONS item (written with it, store/integrations.ts) while the clinic has an
//                              active DentalPRO or MacDent entry: the scheduled sync lists these clinics
// (IDENT keys, found by the key alone: store/ident-keys.ts.)
import { activeEntries } from '../../shared/domain/integration-entries';
import type { IntegrationsView } from '../../shared/schemas/integrations';
import { config } from '../config';
import { queryAll } from './query-all';

const MIS_SYNC = 'MIS_SYNC';

export function hasScheduledMis(view: IntegrationsView): boolean {
  return activeEntries(view, 'dentalPro').length > 0 || activeEntries(view, 'macDent').length > 0;
}

export function misSyncMarker(userId: string, view: IntegrationsView): { gsi1pk?: string; gsi1sk?: string } {
  return hasScheduledMis(view) ? { gsi1pk: MIS_SYNC, gsi1sk: userId } : {};
}

/** Every clinic with an active DentalPRO or MacDent entry. */
export async function clinicsWithScheduledMis(): Promise<string[]> {
  const items = await queryAll({
    TableName: config.tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :mis',
    ExpressionAttributeValues: { ':mis': MIS_SYNC },
  });
  return items.map((item) => String(item.gsi1sk));
}
