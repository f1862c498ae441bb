// Leads (tickets) in the clinic's partition. A booking is ONE transaction: the idempotency guard, the
// lead (with its outbox marker on gsi1 until it is announced) and, for 'Запись', the reservation items
// of the starts its visit covers, each conditional, so a double submit makes one lead and no two
// overlapping visits of a doctor can both be stored.
// Delivery state lives on the lead too, but is written only by the delivery ledger (delivery-ledger.ts).
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { leadHandlingSchema, type LeadHandling } from '../../shared/schemas/lead-handling';
import { leadFanoutChannels } from '../../shared/domain/lead-fanout';
import { statusSendSchema, type LeadFields, type StatusSend } from '../../shared/schemas/leads';
import { TICKET_ACTIONS } from '../../shared/schemas/ticket';
import { consentRecordSchema } from '../../shared/schemas/consent';
import { reminderOutcomeSchema, visitChangeSchema, type VisitChange } from '../../shared/schemas/visit-history';
import type { MisBooking } from '../mis/snapshot';
import { config } from '../config';
import { entity, text } from './entity';
import { ItemExists } from './errors';
import { keys, leadKeys, patientKeys } from './keys';
import { releasePhoneBooking } from './phone-bookings';
import { reminderDeletes, reminderPuts } from './reminders';
import { ConditionsFailed, ignoreMissing, transact, type NamedItems } from './transactions';

export interface LeadRef {
  userId: string;
  createdAt: string;
  id: string;
}

/** The lead an idempotency key made, and a hash of the request that made it. */
export interface TicketGuard extends LeadRef {
  requestHash?: string;
}

export interface LeadItem extends LeadRef, Omit<LeadFields, 'answers' | 'timezone'> {
  /** Quiz leads: the answer object as the page sent it (question text → answer); the view orders and reads it. */
  answers?: Record<string, string>;
  /** The clinic's name and zone when the lead came in, for the messages. */
  clinicName: string;
  timezone: string;
  /** Bookings: the booked doctor's addresses at the clinic ('; ' between two), for the messages. */
  address?: string;
  /** Absent on a lead written without one (the delivery ledger starts it: store/delivery-ledger.ts ensureStatusMap). */
  statusSend?: StatusSend;
  /** channel|destination → epoch ms until which a consumer holds that delivery (absent: as statusSend). */
  deliveryLease?: Record<string, number>;
  /** Bookings: how long the visit is, in minutes (the service's duration, or one slot of the doctor); absent on bookings made before lengths. */
  visitMinutes?: number;
  /** A booking of a DentalPRO or MacDent doctor: where the lead-mis consumer makes its appointment. */
  misBooking?: MisBooking;
  /** The sort keys of the reservation items this booking holds (one per start its visit covers), freed when the lead is deleted. */
  slotSks?: string[];
  /** Bookings stored before lengths: their one reservation item. */
  slotSk?: string;
  /** Bookings: the phone's key in PHONE_BOOKINGS (store/phone-bookings.ts), whose place the lead holds until deleted. */
  phoneKey?: string;
  idempotencyKey?: string;
  /** Hash of the request that made the lead, kept on its idempotency guard. */
  requestHash?: string;
  announcedAt?: string;
  /** Quiz leads: the answer keys in the quiz's question order (a stored map keeps no order). */
  answerOrder?: string[];
  /** The staff's handling, once someone set it (written only by store/lead-handling.ts). */
  handling?: LeadHandling;
  /** Bookings: the patient's address its confirmation goes to (ClientEmail, once its allowances admitted it). */
  patientMail?: string;
  /** Bookings the patient changed by their visit link (written only by store/patient-visits.ts). */
  visitChange?: VisitChange;
  /** Bookings: the clinic's reminder hours when booked; the visit's reminders (store/reminders.ts) follow it through a move. */
  reminderHours?: number[];
  /** The phone's contact key (domain/abuse/caller-keys.ts): the lead's PATIENT# index item, written with it, finds it by phone. */
  patientKey?: string;
  /** When the patient's data was erased, on request or by the retention period (issue 28 §2). */
  erasedAt?: string;
}

/** The patient cancelled the visit, or moved it from `from` (the PlanStart it had). */
export type { VisitChange };

const optionalText = () => z.optional(z.string());

/** A stored lead: the fields every reader relies on are checked; the display texts older leads lack read as ''. */
export const leadEntity = entity<LeadItem>(
  'lead',
  z.looseObject({
    userId: z.string(),
    createdAt: z.string(),
    id: z.string(),
    kind: z.enum(['booking', 'quiz']),
    action: z.optional(z.enum(TICKET_ACTIONS)),
    ClientFullName: text(),
    ClientPhone: text(),
    ClientEmail: optionalText(),
    DoctorName: optionalText(),
    DoctorService: optionalText(),
    doctorId: optionalText(),
    PlanStart: optionalText(),
    birthdate: optionalText(),
    comment: optionalText(),
    URL: text(),
    Utm: text(),
    deviceType: text(),
    nowReturn: optionalText(),
    quizId: optionalText(),
    FormName: optionalText(),
    answers: z.optional(z.record(z.string(), z.string())),
    clinicName: text(),
    timezone: text(),
    address: optionalText(),
    statusSend: z.optional(z.looseObject(statusSendSchema.def.shape)),
    deliveryLease: z.optional(z.record(z.string(), z.number())),
    misBooking: z.optional(
      z.looseObject({
        kind: z.enum(['dentalPro', 'macDent']),
        entryId: z.string(),
        misId: z.string(),
        filial: optionalText(),
        minutes: z.number(),
      }),
    ),
    visitMinutes: z.optional(z.number()),
    slotSks: z.optional(z.array(z.string())),
    slotSk: optionalText(),
    phoneKey: optionalText(),
    idempotencyKey: optionalText(),
    requestHash: optionalText(),
    announcedAt: optionalText(),
    answerOrder: z.optional(z.array(z.string())),
    handling: z.optional(leadHandlingSchema),
    patientMail: optionalText(),
    visitChange: z.optional(visitChangeSchema),
    reminders: z.optional(z.array(reminderOutcomeSchema)),
    reminderHours: z.optional(z.array(z.number())),
    consent: z.optional(consentRecordSchema),
    patientKey: optionalText(),
    erasedAt: optionalText(),
  }),
);

/** The idempotency guard of POST /api/ticket: the lead its key made. */
const ticketGuardEntity = entity('ticketGuard', z.looseObject({ leadId: z.string(), createdAt: z.string(), requestHash: optionalText() }));

export const IDEMPOTENCY_TTL_SECONDS = 2 * 24 * 3600;

/** '<createdAt in ms>-<12 hex>': time-ordered, URL-safe, and it names its own item. */
export function newLeadId(createdAt: string): string {
  return `${Date.parse(createdAt)}-${randomBytes(6).toString('hex')}`;
}

export function refOfLeadId(userId: string, id: string): LeadRef | undefined {
  const match = /^(\d{10,16})-[0-9a-f]{12}$/.exec(id);
  if (!match) return undefined;
  // 16 digits pass the pattern but not every such time is a date (new Date(9e15).toISOString() throws).
  const time = new Date(Number(match[1]));
  if (Number.isNaN(time.getTime())) return undefined;
  return { userId, createdAt: time.toISOString(), id };
}

export const keyOf = (ref: LeadRef) => leadKeys.lead(ref.userId, ref.createdAt, ref.id);

export class DuplicateTicketError extends ItemExists {
  constructor(readonly original: TicketGuard) {
    super('duplicate ticket');
  }
}
export class SlotTakenError extends ItemExists {
  constructor() {
    super('slot taken');
  }
}
/** A booking's reservation: the doctor, its start and length, and every start it covers (its own first). */
export interface SlotReservation {
  doctorId: string;
  planStart: string;
  minutes: number;
  covers: string[];
}

/** A reservation item lives until a day after the day it reserves (any clinic zone): nobody reads a past one. */
const reservationExpiry = (planStart: string) => Math.floor(Date.parse(`${planStart.slice(0, 10)}T00:00:00Z`) / 1000) + 2 * 24 * 3600;

/** The keys of the reservation items of a visit: one per start it covers, its own first. */
export const reservationKeys = (userId: string, slot: SlotReservation) =>
  (slot.covers.length > 0 ? slot.covers : [slot.planStart]).map((at) => leadKeys.slot(userId, slot.doctorId, at));

/** A reservation item: whose it is, and the visit's start and length. */
export const reservationItem = (key: { pk: string; sk: string }, lead: LeadRef, slot: SlotReservation) => ({
  ...key,
  entity: 'slot',
  doctorId: slot.doctorId,
  planStart: slot.planStart,
  minutes: slot.minutes,
  leadId: lead.id,
  createdAt: lead.createdAt,
  expiresAt: reservationExpiry(slot.planStart),
});

/**
 * Stores a new lead (and its reservation), or throws DuplicateTicketError / SlotTakenError. A booking
 * puts one reservation item per start its visit covers, each on the condition that none is there: two
 * overlapping bookings of a doctor share a covered start (shared/domain/free-starts.ts), so at most one
 * of them is stored, whichever way they race.
 */
export async function createLead(lead: LeadItem, slot?: SlotReservation): Promise<void> {
  const TableName = config.tableName();
  const slotKeys = slot ? reservationKeys(lead.userId, slot) : [];
  // One named item per start the visit covers: slot0 (its own start), slot1, …
  const reservations: NamedItems<`slot${number}`> = Object.fromEntries(
    slotKeys.map((key, index) => [
      `slot${index}`,
      { Put: { TableName, Item: reservationItem(key, lead, slot!), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]),
  );
  try {
    await transact({
      guard: lead.idempotencyKey !== undefined && {
        Put: {
          TableName,
          Item: {
            ...leadKeys.idempotency(lead.userId, lead.idempotencyKey),
            entity: 'ticketGuard',
            leadId: lead.id,
            createdAt: lead.createdAt,
            requestHash: lead.requestHash,
            expiresAt: Math.floor(Date.parse(lead.createdAt) / 1000) + IDEMPOTENCY_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      lead: {
        Put: {
          TableName,
          Item: {
            ...keyOf(lead),
            // A lead with no destination is announced to no queue, so no consumer would take it out of the outbox.
            ...(leadFanoutChannels(lead.statusSend).length > 0 ? keys.outbox(leadKeys.outboxName, lead.createdAt) : {}),
            entity: 'lead',
            ...lead,
            ...(slotKeys.length > 0 ? { slotSks: slotKeys.map((key) => key.sk) } : {}),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      // Lost with the lead if the transaction fails; the lead is refused then too.
      patient: lead.patientKey !== undefined && {
        Put: {
          TableName,
          Item: { ...patientKeys.index(lead.userId, lead.patientKey, lead.id), entity: 'patientIndex', leadSk: keyOf(lead).sk },
        },
      },
      ...reservations,
      // A booking's reminders, written with it (none for a request, which has no visit time).
      ...(slot ? reminderPuts(lead, slot.planStart, Date.parse(lead.createdAt)) : {}),
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    // The guard as it was came back with the failure: the lead its key made, without a second read.
    const guard = error.itemOf('guard');
    if (guard) throw new DuplicateTicketError(guardOf(lead.userId, guard));
    if (slotKeys.some((_, index) => error.has(`slot${index}`))) throw new SlotTakenError();
    throw error;
  }
}

function guardOf(userId: string, item: Record<string, unknown>): TicketGuard {
  const guard = ticketGuardEntity.decode(item);
  return { userId, createdAt: guard.createdAt, id: guard.leadId, requestHash: guard.requestHash };
}

/** The lead an idempotency key already made, if any. */
export async function findTicketGuard(userId: string, key: string): Promise<TicketGuard | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: leadKeys.idempotency(userId, key), ConsistentRead: true }),
  );
  return Item ? guardOf(userId, Item) : undefined;
}

export async function getLead(ref: LeadRef): Promise<LeadItem | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: keyOf(ref), ConsistentRead: true }));
  return leadEntity.decodeFound(Item);
}

/** Deletes the lead and frees its slot (only if the slot is still this lead's) and its phone's place. False: no such lead. */
export async function deleteLead(ref: LeadRef): Promise<boolean> {
  const lead = await getLead(ref);
  if (!lead) return false;
  if (!(await deleteLeadAndSlot(ref, lead))) return false;
  if (lead.phoneKey) await releasePhoneBooking(ref.userId, lead.phoneKey, ref.id);
  return true;
}

async function deleteLeadAndSlot(ref: LeadRef, lead: LeadItem): Promise<boolean> {
  const TableName = config.tableName();
  const slotSks = lead.slotSks ?? (lead.slotSk ? [lead.slotSk] : []);
  try {
    await transact({
      lead: { Delete: { TableName, Key: keyOf(ref), ConditionExpression: 'attribute_exists(pk)' } },
      ...Object.fromEntries(
        slotSks.map((sk, index) => [
          `slot${index}`,
          {
            Delete: {
              TableName,
              Key: { pk: keyOf(ref).pk, sk },
              ConditionExpression: 'attribute_not_exists(pk) OR leadId = :id',
              ExpressionAttributeValues: { ':id': ref.id },
            },
          },
        ]),
      ),
      // Its reminders go with it (a reminder of a lead deleted otherwise is dropped by the consumer).
      ...reminderDeletes(lead),
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('lead')) return false;
    // A reservation item now belongs to someone else (replaced by an MIS sync): free the lead's own ones, then delete the lead.
    for (const sk of slotSks) {
      await ignoreMissing(
        dynamoDb.send(
          new DeleteCommand({
            TableName,
            Key: { pk: keyOf(ref).pk, sk },
            ConditionExpression: 'leadId = :id',
            ExpressionAttributeValues: { ':id': ref.id },
          }),
        ),
      );
    }
    await dynamoDb.send(new DeleteCommand({ TableName, Key: keyOf(ref) }));
    return true;
  }
  return true;
}

/** Whether the lead still waits in the sweeper's outbox (no consumer has received it yet). */
export const isInOutbox = (lead: LeadItem) => 'gsi1pk' in lead;

/** A consumer received the lead: out of the sweeper's outbox. */
export async function markAnnounced(ref: LeadRef, now: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: 'SET announcedAt = :now REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
}

/**
 * An announcement failed: the lead is (back) in the outbox, for the sweeper. Without SNS a lead is sent to each of its
 * channel queues on its own, and a consumer of a queue that got it may have taken it out of the outbox already.
 */
export async function returnToOutbox(ref: LeadRef, now: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: 'SET gsi1pk = :outbox, gsi1sk = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':outbox': keys.outbox(leadKeys.outboxName, '').gsi1pk, ':now': now },
      }),
    ),
  );
}

/** The lead was announced again: it waits at the back of the outbox (if still in it) until `now` + the sweeper's grace. */
export async function postponeInOutbox(ref: LeadRef, now: string): Promise<void> {
  await ignoreMissing(
    dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keyOf(ref),
        UpdateExpression: 'SET gsi1sk = :now',
        ConditionExpression: 'attribute_exists(gsi1pk)',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
}

/** An outbox lead: which lead, and its statuses (they say which channels it goes to). */
export type UnannouncedLead = LeadRef & Pick<LeadItem, 'statusSend'>;

/** Leads that entered (or were put back at the end of) the outbox before `before` (ISO), oldest first. */
export async function listUnannouncedLeads(before: string, limit = 100): Promise<UnannouncedLead[]> {
  const { Items = [] } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :outbox AND gsi1sk < :before',
      ExpressionAttributeValues: { ':outbox': keys.outbox(leadKeys.outboxName, '').gsi1pk, ':before': before },
      Limit: limit,
    }),
  );
  // The index projects whole items: the statuses as stored, without a second read (leadFanoutChannels reads any shape).
  return Items.map((item) => ({
    userId: item.userId as string,
    createdAt: item.createdAt as string,
    id: item.id as string,
    statusSend: item.statusSend as StatusSend | undefined,
  }));
}
