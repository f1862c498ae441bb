// The operator-mail outbox shared by landing leads and configurator requests: an item is stored with a
// sparse gsi1 marker naming its mail queue, the marker is removed once the mail's outcome is known, and
// the sweeper lists what is still marked, so nothing stored is left without a letter.
import { QueryCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { keys } from './keys';

export const MAIL_DELIVERIES = ['pending', 'sent', 'failed'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

interface ItemKey {
  pk: string;
  sk: string;
}

/** The attributes that put an item into `outbox` (a mail queue's name), ordered by `createdAt`. */
export const outboxMarker = (outbox: string, createdAt: string) => keys.outbox(outbox, createdAt);

/** Records the final outcome and takes the item out of its outbox. */
export async function settleOutboxItem(key: ItemKey, delivery: Exclude<MailDelivery, 'pending'>, note: string): Promise<void> {
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: key,
      UpdateExpression: 'SET delivery = :delivery, deliveryNote = :note REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delivery': delivery, ':note': note },
    }),
  );
}

/** Items still in `outbox` that were stored before `before` (ISO time). */
export async function listOutbox(outbox: string, before: string, limit: number): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :outbox AND gsi1sk < :before',
      ExpressionAttributeValues: { ':outbox': keys.outbox(outbox, '').gsi1pk, ':before': before },
      Limit: limit,
    }),
  );
  return Items;
}
