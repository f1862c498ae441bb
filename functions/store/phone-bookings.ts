// The bookings one phone holds in one clinic (the cap of domain/leads/phone-booking-cap.ts), on one
// item per phone in the clinic's partition, one attribute per booking ('b:<lead id>' = PlanStart). The
// booking is added right after its lead is stored, outside the lead's transaction: a hundred bookings
// racing on one phone would otherwise all conflict on this item, and the race it leaves (bookings of one
// phone passing the cap together) is bounded by the phone's own daily allowance (3 without a proof).
//
//   TENANT#<userId>   PHONE_BOOKINGS#<phone key>   { 'b:<lead id>': <PlanStart>, … }
import { GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { leadKeys } from './keys';
import { ignoreMissing } from './transactions';

const BOOKING_PREFIX = 'b:';

export interface PhoneBookings {
  phoneKey: string;
  /** Lead id → PlanStart ('yyyy-mm-ddTHH:mm', clinic wall clock). */
  bookings: Record<string, string>;
}

export async function getPhoneBookings(userId: string, phoneKey: string): Promise<PhoneBookings> {
  const { Item = {} } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: leadKeys.phoneBookings(userId, phoneKey), ConsistentRead: true }),
  );
  const bookings = Object.fromEntries(
    Object.entries(Item)
      .filter(([name]) => name.startsWith(BOOKING_PREFIX))
      .map(([name, planStart]) => [name.slice(BOOKING_PREFIX.length), String(planStart)]),
  );
  return { phoneKey, bookings };
}

/** Adds a stored booking to its phone's, dropping the ones `past` (begun already). */
export async function addPhoneBooking(
  userId: string,
  phoneKey: string,
  leadId: string,
  planStart: string,
  past: readonly string[],
): Promise<void> {
  const names = Object.fromEntries([leadId, ...past].map((id, index) => [`#b${index}`, `${BOOKING_PREFIX}${id}`]));
  await dynamoDb.send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: leadKeys.phoneBookings(userId, phoneKey),
      UpdateExpression: `SET #b0 = :planStart${past.length > 0 ? ` REMOVE ${past.map((_, index) => `#b${index + 1}`).join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':planStart': planStart },
    }),
  );
}

/** The lead no longer holds a place of its phone (a deleted lead). */
export async function releasePhoneBooking(userId: string, phoneKey: string, leadId: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: leadKeys.phoneBookings(userId, phoneKey),
        UpdateExpression: 'REMOVE #lead',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#lead': `${BOOKING_PREFIX}${leadId}` },
      }),
    ),
  );
}
