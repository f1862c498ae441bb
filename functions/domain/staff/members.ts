// (handler) --> members --> staff store, accounts store
// The owner's view of the clinic's people: their roles, a marketer's permission to see phones, removal.
// A change applies from the person's next call (every call reads their account, http/bearer.ts); removal
// deletes the account, so every session of theirs ends at that next call.
import type { StaffChangeInput, StaffList, StaffMember } from '../../../shared/schemas/staff';
import type { Actor } from './actor';
import { getAccount } from '../../store/accounts';
import { ItemMissing } from '../../store/errors';
import { changeMember, getMember, listInvitations, listMembers, removeMember } from '../../store/staff';
import { NotFoundError } from '../errors';
import { recordActivity } from './activity';
import { staffMessages } from './messages';

export async function listStaff(clinicId: string, now = new Date()): Promise<StaffList> {
  const [owner, members, invitations] = await Promise.all([getAccount(clinicId), listMembers(clinicId), listInvitations(clinicId)]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const people: StaffMember[] = owner
    ? [{ personId: owner.id, name: owner.name, email: owner.email, role: 'owner', phonesAllowed: true, createdAt: owner.createdAt }]
    : [];
  for (const { personId, name, email, role, phonesAllowed, createdAt, removedAt } of members) {
    if (!removedAt) people.push({ personId, name, email, role, phonesAllowed, createdAt });
  }
  return {
    people,
    invitations: invitations
      .filter((item) => !item.acceptedAt && item.expiresAt > nowSeconds)
      .map(({ inviteId, email, role, createdAt, expiresAt }) => ({ inviteId, email, role, createdAt, expiresAt })),
  };
}

const notFound = () => new NotFoundError('STAFF_NOT_FOUND', staffMessages.memberNotFound);

async function presentMember(clinicId: string, personId: string) {
  const member = await getMember(clinicId, personId);
  if (!member || member.removedAt) throw notFound();
  return member;
}

export async function changeStaff(actor: Actor, { personId, role, phonesAllowed }: StaffChangeInput): Promise<StaffMember> {
  const member = await presentMember(actor.clinicId, personId);
  // Only a marketer's phones are hidden; another role's flag is kept false, so a later move to marketer starts hidden.
  const allowed = role === 'marketer' && phonesAllowed;
  try {
    await changeMember(actor.clinicId, personId, role, allowed);
  } catch (error) {
    if (error instanceof ItemMissing) throw notFound();
    throw error;
  }
  await recordActivity(actor, 'staff', 'changed', `${member.name}: ${role}${allowed ? ', видит телефоны' : ''}`);
  const { name, email, createdAt } = member;
  return { personId, name, email, role, phonesAllowed: allowed, createdAt };
}

export async function removeStaff(actor: Actor, personId: string, now = new Date()): Promise<void> {
  const member = await presentMember(actor.clinicId, personId);
  const account = await getAccount(personId);
  if (!account || account.clinicId !== actor.clinicId) throw notFound();
  try {
    await removeMember(actor.clinicId, personId, account.email, now.toISOString());
  } catch (error) {
    if (error instanceof ItemMissing) throw notFound();
    throw error;
  }
  await recordActivity(actor, 'staff', 'deleted', member.name, now);
}
