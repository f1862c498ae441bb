// The clinic's staff (issue 29): people (each with an account of their own, store/accounts.ts) and the
// invitations that bring them in. Every change that touches a person's account and the clinic's list is one
// transaction, so a role never differs between the two and a removed person's account is gone with them.
import * as z from 'zod/mini';
import type { InvitableRole } from '../../shared/domain/staff/roles';
import { invitableRoles } from '../../shared/domain/staff/roles';
import { GetCommand, QueryCommand, dynamoDb } from '../clients/dynamodb';
import { config } from '../config';
import { type Account, EmailTakenError, newAccountItems } from './accounts';
import { entity } from './entity';
import { ItemMissing } from './errors';
import { keys, staffKeys } from './keys';
import { ConditionsFailed, transact } from './transactions';

export interface StaffMemberItem {
  personId: string;
  name: string;
  email: string;
  role: InvitableRole;
  phonesAllowed: boolean;
  createdAt: string;
  removedAt?: string;
}

export interface InvitationItem {
  inviteId: string;
  email: string;
  role: InvitableRole;
  codeHash: string;
  createdAt: string;
  /** Epoch seconds (the TTL attribute too). */
  expiresAt: number;
  acceptedAt?: string;
}

/** The invitation as the letter's code finds it. */
export interface InviteCodeItem {
  clinicId: string;
  inviteId: string;
  email: string;
  role: InvitableRole;
  expiresAt: number;
  usedAt?: string;
}

const roleSchema = z.enum(invitableRoles);
const memberEntity = entity<StaffMemberItem>(
  'staff member',
  z.looseObject({
    personId: z.string(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    phonesAllowed: z.boolean(),
    createdAt: z.string(),
    removedAt: z.optional(z.string()),
  }),
);
const invitationEntity = entity<InvitationItem>(
  'invitation',
  z.looseObject({
    inviteId: z.string(),
    email: z.string(),
    role: roleSchema,
    codeHash: z.string(),
    createdAt: z.string(),
    expiresAt: z.number(),
    acceptedAt: z.optional(z.string()),
  }),
);
const inviteCodeEntity = entity<InviteCodeItem>(
  'invite code',
  z.looseObject({
    clinicId: z.string(),
    inviteId: z.string(),
    email: z.string(),
    role: roleSchema,
    expiresAt: z.number(),
    usedAt: z.optional(z.string()),
  }),
);

/** At most this many of each are listed (the domain keeps a clinic below it). */
const LIST_LIMIT = 50;

async function queryPrefix(clinicId: string, prefix: string) {
  const { Items } = await dynamoDb.send(
    new QueryCommand({
      TableName: config.tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `TENANT#${clinicId}`, ':prefix': prefix },
      Limit: LIST_LIMIT,
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

/** Everyone who ever joined the clinic (removed people too, for the log's names). */
export async function listMembers(clinicId: string): Promise<StaffMemberItem[]> {
  return (await queryPrefix(clinicId, staffKeys.memberPrefix)).map((item) => memberEntity.decode(item));
}

/** The clinic's invitations, accepted ones included (TTL removes them after their expiry). */
export async function listInvitations(clinicId: string): Promise<InvitationItem[]> {
  return (await queryPrefix(clinicId, staffKeys.invitationPrefix)).map((item) => invitationEntity.decode(item));
}

export async function getMember(clinicId: string, personId: string): Promise<StaffMemberItem | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: staffKeys.member(clinicId, personId) }));
  return memberEntity.decodeFound(Item);
}

export async function getInvitation(clinicId: string, inviteId: string): Promise<InvitationItem | undefined> {
  const { Item } = await dynamoDb.send(new GetCommand({ TableName: config.tableName(), Key: staffKeys.invitation(clinicId, inviteId) }));
  return invitationEntity.decodeFound(Item);
}

export async function getInviteCode(codeHash: string): Promise<InviteCodeItem | undefined> {
  const { Item } = await dynamoDb.send(
    new GetCommand({ TableName: config.tableName(), Key: staffKeys.inviteCode(codeHash), ConsistentRead: true }),
  );
  return inviteCodeEntity.decodeFound(Item);
}

/** The clinic's invitation and its code's item, together. */
export async function saveInvitation(clinicId: string, invitation: InvitationItem): Promise<void> {
  const TableName = config.tableName();
  const { inviteId, email, role, expiresAt } = invitation;
  await transact({
    invitation: {
      Put: {
        TableName,
        Item: { ...staffKeys.invitation(clinicId, inviteId), entity: 'invitation', ...invitation },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    code: {
      Put: {
        TableName,
        Item: { ...staffKeys.inviteCode(invitation.codeHash), entity: 'invite code', clinicId, inviteId, email, role, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  });
}

/** Revoked: both items go, so the letter's code finds nothing. ItemMissing when it is not the clinic's. */
export async function deleteInvitation(clinicId: string, invitation: InvitationItem): Promise<void> {
  const TableName = config.tableName();
  try {
    await transact({
      invitation: {
        Delete: { TableName, Key: staffKeys.invitation(clinicId, invitation.inviteId), ConditionExpression: 'attribute_exists(pk)' },
      },
      code: { Delete: { TableName, Key: staffKeys.inviteCode(invitation.codeHash) } },
    });
  } catch (error) {
    if (error instanceof ConditionsFailed) throw new ItemMissing('invitation gone');
    throw error;
  }
}

/**
 * The accepted invitation becomes a person: their account (with its e-mail guard), the clinic's list entry,
 * and both invitation items marked used, in one transaction. ItemMissing when the invitation was used,
 * revoked or expired meanwhile; EmailTakenError when the address got an account meanwhile.
 */
export async function acceptInvitation(code: InviteCodeItem, codeHash: string, account: Account, member: StaffMemberItem): Promise<void> {
  const TableName = config.tableName();
  const now = account.createdAt;
  const unused = 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :nowSeconds';
  try {
    await transact({
      code: {
        Update: {
          TableName,
          Key: staffKeys.inviteCode(codeHash),
          UpdateExpression: 'SET usedAt = :now',
          ConditionExpression: unused,
          ExpressionAttributeValues: { ':now': now, ':nowSeconds': Math.floor(Date.parse(now) / 1000) },
        },
      },
      invitation: {
        Update: {
          TableName,
          Key: staffKeys.invitation(code.clinicId, code.inviteId),
          UpdateExpression: 'SET acceptedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(acceptedAt)',
          ExpressionAttributeValues: { ':now': now },
        },
      },
      ...newAccountItems(account),
      member: {
        Put: {
          TableName,
          Item: { ...staffKeys.member(code.clinicId, member.personId), entity: 'staff member', ...member },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('emailGuard')) throw new EmailTakenError();
    throw new ItemMissing('invitation used, revoked or expired');
  }
}

/** A new role and phone permission on the person's account and the clinic's list at once. ItemMissing: not the clinic's. */
export async function changeMember(clinicId: string, personId: string, role: InvitableRole, phonesAllowed: boolean): Promise<void> {
  const TableName = config.tableName();
  try {
    await transact({
      member: {
        Update: {
          TableName,
          Key: staffKeys.member(clinicId, personId),
          UpdateExpression: 'SET #role = :role, phonesAllowed = :phones',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(removedAt)',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role, ':phones': phonesAllowed },
        },
      },
      account: {
        Update: {
          TableName,
          Key: keys.account(personId),
          UpdateExpression: 'SET staffRole = :role, phonesAllowed = :phones',
          ConditionExpression: 'clinicId = :clinic',
          ExpressionAttributeValues: { ':role': role, ':phones': phonesAllowed, ':clinic': clinicId },
        },
      },
    });
  } catch (error) {
    if (error instanceof ConditionsFailed) throw new ItemMissing('not a member of this clinic');
    throw error;
  }
}

/**
 * Removes a person: their account goes (every session ends at the next call, which finds no account), their
 * e-mail guard is released (the address may be invited again), and the clinic keeps their entry marked
 * removed. ItemMissing when the person is not the clinic's.
 */
export async function removeMember(clinicId: string, personId: string, loginEmail: string, now: string): Promise<void> {
  const TableName = config.tableName();
  try {
    await transact({
      member: {
        Update: {
          TableName,
          Key: staffKeys.member(clinicId, personId),
          UpdateExpression: 'SET removedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(removedAt)',
          ExpressionAttributeValues: { ':now': now },
        },
      },
      account: {
        Delete: {
          TableName,
          Key: keys.account(personId),
          ConditionExpression: 'clinicId = :clinic',
          ExpressionAttributeValues: { ':clinic': clinicId },
        },
      },
      emailGuard: {
        Update: {
          TableName,
          Key: keys.emailGuard(loginEmail),
          UpdateExpression: 'SET releasedAt = :now, expiresAt = :expires',
          ConditionExpression: 'userId = :person AND attribute_not_exists(releasedAt)',
          ExpressionAttributeValues: { ':now': now, ':expires': Math.ceil(Date.parse(now) / 1000) + 86_400, ':person': personId },
        },
      },
    });
  } catch (error) {
    if (error instanceof ConditionsFailed) throw new ItemMissing('not a member of this clinic');
    throw error;
  }
}
