// The bookings one phone holds in one clinic (the cap of domain/leads/phone-booking-cap.ts), on one
// item per phone in the clinic's partition: lead id → PlanStart. A booking rewrites it in the lead's
// own transaction, conditional on the version it read, so two bookings racing with one phone cannot
// both slip under the cap; deleting the lead removes its entry.
//
//   TENANT#<userId>   PHONE_BOOKINGS#<phone key>   { bookings: { <lead id>: <PlanStart> }, version }
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys } from './keys';
import { ignoreMissing } from './transactions';

export interface PhoneBookings {
  phoneKey: string;
  /** Lead id → PlanStart ('yyyy-mm-ddTHH:mm', clinic wall clock). */
  bookings: Record<string, string>;
  /** 0 for a phone without an item yet. */
  version: number;
}

export async function getPhoneBookings(userId: string, phoneKey: string): Promise<PhoneBookings> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: leadKeys.phoneBookings(userId, phoneKey), ConsistentRead: true }),
  );
  return { phoneKey, bookings: (Item?.bookings as Record<string, string> | undefined) ?? {}, version: Number(Item?.version ?? 0) };
}

/** The transaction item that stores `bookings` as the phone's list, if nobody changed it since `read`. */
export function phoneBookingsWrite(userId: string, read: PhoneBookings, bookings: Record<string, string>) {
  return {
    Put: {
      TableName: config.tableName(),
      Item: { ...leadKeys.phoneBookings(userId, read.phoneKey), entity: 'phoneBookings', bookings, version: read.version + 1 },
      ConditionExpression: read.version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
      ...(read.version === 0 ? {} : { ExpressionAttributeValues: { ':version': read.version } }),
    },
  };
}

/** The lead no longer holds a place of its phone (a deleted lead). */
export async function releasePhoneBooking(userId: string, phoneKey: string, leadId: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: leadKeys.phoneBookings(userId, phoneKey),
        UpdateExpression: 'REMOVE bookings.#lead ADD version :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#lead': leadId },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    ),
  );
}
