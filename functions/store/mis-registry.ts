// Finding clinics by their MIS without scanning.
//   gsi1 MIS_SYNC / <userId>   on the INTEGRATIONS item (written with it, store/integrations.ts) while the clinic has an
//                              active DentalPRO or MacDent entry: the scheduled sync lists these clinics
//   IDENT_KEY#<key>  CLINIC    {userId}: the clinic that claimed this IDENT key (IDENT's requests carry only the
//                              key). Claimed before a save that adds the key and never handed to another clinic;
//                              the clinic's integrations stay the truth (a removed key's claim no longer admits).
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { activeEntries } from '../../shared/domain/integrations';
import type { IntegrationsView } from '../../shared/schemas/integrations';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { ItemExists } from './errors';
import { queryAll } from './query-all';

const MIS_SYNC = 'MIS_SYNC';
const identKey = (key: string) => ({ pk: `IDENT_KEY#${key}`, sk: 'CLINIC' });

export function hasScheduledMis(view: IntegrationsView): boolean {
  return activeEntries(view, 'dentalPro').length > 0 || activeEntries(view, 'macDent').length > 0;
}

export function misSyncMarker(userId: string, view: IntegrationsView): { gsi1pk?: string; gsi1sk?: string } {
  return hasScheduledMis(view) ? { gsi1pk: MIS_SYNC, gsi1sk: userId } : {};
}

export class IdentKeyTaken extends ItemExists {
  constructor() {
    super('ident key of another clinic');
  }
}

/** Claims the key for the clinic (again, harmlessly, when it is the clinic's already); IdentKeyTaken when another holds it. */
export async function claimIdentKey(userId: string, key: string): Promise<void> {
  try {
    await dynamoDb.send(
      new PutCommand({
        TableName: config.tableName(),
        Item: { ...identKey(key), entity: 'identKey', userId },
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new IdentKeyTaken();
    throw error;
  }
}

/** The clinic that claimed this IDENT key, or undefined. */
export async function clinicOfIdentKey(key: string): Promise<string | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: identKey(key) }));
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
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
