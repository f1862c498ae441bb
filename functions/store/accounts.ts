// Clinic user accounts in DynamoDB. The e-mail guard item is written in the same transaction as the
// account, so two registrations with one e-mail can never both succeed. A login moved to another e-mail
// releases its old guard (marked, not deleted: the public confirmation may not delete; TTL removes it),
// and a released guard is free to take.
import * as z from 'zod/mini';
import { ConditionalCheckFailedException, GetCommand, UpdateCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import type { ClinicItem } from './clinic-items';
import { invitableRoles, type InvitableRole } from '../../shared/domain/staff/roles';
import { emptyIntegrations } from '../../shared/domain/integration-entries';
import { leadDestinations } from '../../shared/domain/lead-destinations';
import { leadDestinationsPut } from './integrations';
import { ItemChanged, ItemExists, ItemMissing } from './errors';
import { clinicKeys, keys } from './keys';
import { entity } from './entity';
import { ConditionsFailed, transact } from './transactions';
import { StaleWriteError, stillAtVersion } from './versioned-writes';

export interface Account {
  id: string;
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  validUntil: number | null;
  utm?: string;
  /** Bumped by a password change; tokens of another version are refused (absent = 0). */
  sessionVersion?: number;
  /** The contact fields' edit version (issue 13 §5; absent = 0). */
  version?: number;
  createdAt: string;
  updatedAt: string;
  /** A staff member's clinic, role and phone permission (issue 29; store/staff.ts); absent on a clinic's own account. */
  clinicId?: string;
  staffRole?: InvitableRole;
  phonesAllowed?: boolean;
}

const accountEntity = entity<Account>(
  'account',
  z.looseObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    passwordHash: z.string(),
    validUntil: z.nullable(z.number()),
    utm: z.optional(z.string()),
    sessionVersion: z.optional(z.number()),
    version: z.optional(z.number()),
    createdAt: z.string(),
    updatedAt: z.string(),
    clinicId: z.optional(z.string()),
    staffRole: z.optional(z.enum(invitableRoles)),
    phonesAllowed: z.optional(z.boolean()),
  }),
);

export class EmailTakenError extends ItemExists {
  constructor() {
    super('e-mail taken');
  }
}

/** A new account's two items, for a transaction: its e-mail's guard (taken once) and the account itself. */
export function newAccountItems(account: Account) {
  const TableName = config.tableName();
  return {
    emailGuard: { Put: { TableName, Item: { ...keys.emailGuard(account.email), userId: account.id }, ConditionExpression: GUARD_FREE } },
    account: {
      Put: {
        TableName,
        Item: { ...keys.account(account.id), entity: 'account', ...account },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/**
 * Creates the account with its e-mail guard and the clinic's first profile in one transaction, so the
 * clinic's widget and loader answer from the moment the account exists. `consumes` is an item marked
 * used in the same transaction, which must exist and not be used yet (the confirmed sign-up: a code opens
 * one account). Marked, not deleted: the public confirm call may not delete anything; TTL removes it.
 */
export async function createAccount(account: Account, clinic: ClinicItem, consumes?: Record<string, string>): Promise<void> {
  const TableName = config.tableName();
  const consumed = consumes !== undefined && {
    Update: {
      TableName,
      Key: consumes,
      UpdateExpression: 'SET usedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
      ExpressionAttributeValues: { ':now': account.createdAt },
    },
  };
  try {
    await transact({
      ...newAccountItems(account),
      clinic: {
        Put: {
          TableName,
          Item: { ...clinicKeys.clinic(account.id), entity: 'clinic', ...clinic },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      leadDestinations: leadDestinationsPut(TableName, account.id, leadDestinations(emptyIntegrations()), account.createdAt),
      consumed,
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('consumed')) throw new ItemMissing('consumed item gone');
    if (error.has('emailGuard')) throw new EmailTakenError();
    if (error.has('clinic')) throw new StaleWriteError();
    throw error;
  }
}

/** An e-mail guard may be written: none yet, or one its account released when its login moved. */
export const GUARD_FREE = 'attribute_not_exists(pk) OR attribute_exists(releasedAt)';

export async function findAccountIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: keys.emailGuard(email) }));
  return Item && !Item.releasedAt ? (Item.userId as string) : undefined;
}

export async function getAccount(userId: string): Promise<Account | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: keys.account(userId), ConsistentRead: true }));
  return accountEntity.decodeFound(Item);
}

export interface ProfileChange {
  name: string;
  phone: string;
}

/** The account's conditional update: still at the version that was read and still at its e-mail. */
function accountUpdate(current: Account, set: string, values: Record<string, unknown>, now: string) {
  const stillRead = stillAtVersion(current.version ?? 0, 'attribute_exists(pk) AND email = :oldEmail');
  return {
    TableName: config.tableName(),
    Key: keys.account(current.id),
    UpdateExpression: `SET ${set}, updatedAt = :now ADD version :one`,
    ConditionExpression: stillRead.ConditionExpression,
    ExpressionAttributeValues: { ...values, ':now': now, ':oldEmail': current.email, ':one': 1, ...stillRead.ExpressionAttributeValues },
  };
}

/**
 * Updates name and phone and moves the version on, on the condition that the account is still at the
 * version that was read (else StaleWriteError). The e-mail is changed by changeAccountEmail only.
 */
export async function updateAccountProfile(current: Account, change: ProfileChange, now: string): Promise<void> {
  const update = {
    ...accountUpdate(current, '#name = :name, phone = :phone', { ':name': change.name, ':phone': change.phone }, now),
    ExpressionAttributeNames: { '#name': 'name' },
  };
  try {
    await dynamoDb.send(new UpdateCommand(update));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWriteError();
    throw error;
  }
}

/**
 * Moves the login e-mail: the new guard item, the old one's release and the account's update (still at the
 * version that was read) in one transaction, so either all happen or none (EmailTakenError, StaleWriteError).
 */
export async function changeAccountEmail(current: Account, email: string, now: string): Promise<void> {
  const TableName = config.tableName();
  try {
    await transact({
      newGuard: { Put: { TableName, Item: { ...keys.emailGuard(email), userId: current.id }, ConditionExpression: GUARD_FREE } },
      oldGuard: {
        Update: {
          TableName,
          Key: keys.emailGuard(current.email),
          UpdateExpression: 'SET releasedAt = :now, expiresAt = :expires',
          ConditionExpression: 'userId = :me AND attribute_not_exists(releasedAt)',
          ExpressionAttributeValues: { ':me': current.id, ':now': now, ':expires': Math.ceil(Date.parse(now) / 1000) + 86_400 },
        },
      },
      account: { Update: { ...accountUpdate(current, 'email = :email', { ':email': email }, now) } },
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('newGuard')) throw new EmailTakenError();
    throw new StaleWriteError();
  }
}

/**
 * Replaces the password hash and starts a new session version in one update, so every token issued
 * before stops working; refused when the hash changed since `current` was read. Answers the new version.
 */
export async function setPasswordHash(current: Account, passwordHash: string, now: string): Promise<number> {
  try {
    const { Attributes } = await dynamoDb.send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: keys.account(current.id),
        UpdateExpression: 'SET passwordHash = :hash, updatedAt = :now ADD sessionVersion :one',
        ConditionExpression: 'attribute_exists(pk) AND passwordHash = :oldHash',
        ExpressionAttributeValues: { ':hash': passwordHash, ':now': now, ':one': 1, ':oldHash': current.passwordHash },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.sessionVersion);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ItemChanged('account changed since read');
    throw error;
  }
}
