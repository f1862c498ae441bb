// (handler) --> invitations --> staff store, account-mail queue
// The owner invites a person by e-mail; the letter's link opens a page that sets their name and password
// (as a sign-up's confirmation does) and makes their account in the clinic. An invitation lasts
// INVITATION_HOURS, opens once, can be revoked; a clinic sends a bounded number of them, so a free account
// cannot use invitations to mail arbitrary addresses in bulk.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { InvitationAcceptInput, InvitationView, StaffInviteInput } from '../../../shared/schemas/staff';
import type { TokenAnswer } from '../../../shared/schemas/user';
import { hashPassword } from '../../auth/passwords';
import { issueToken } from '../../auth/tokens';
import type { Actor } from './actor';
import { sendToQueue } from '../../messaging/send-to-queue';
import { EmailTakenError, findAccountIdByEmail } from '../../store/accounts';
import { getClinicItem } from '../../store/clinic';
import { ItemMissing } from '../../store/errors';
import { takeAllowance } from '../../store/rate-counters';
import {
  acceptInvitation,
  deleteInvitation,
  getInvitation,
  getInviteCode,
  listInvitations,
  listMembers,
  saveInvitation,
} from '../../store/staff';
import { ConflictError, InvalidRequestError, NotFoundError, TooManyRequestsError } from '../errors';
import { addressScope } from '../accounts/login-lockout';
import { rememberSignInAddress } from '../accounts/password-attempts';
import { recordActivity } from './activity';
import { INVITATION_HOURS, type InvitationMail } from './invitation-mail';
import { staffMessages } from './messages';

/** Invitations a clinic may send a day, and one address may receive from it. */
export const INVITATIONS_PER_CLINIC = { limit: 10, windowSeconds: 24 * 3600 };
export const INVITATIONS_PER_ADDRESS = { limit: 3, windowSeconds: 24 * 3600 };
/** People and open invitations a clinic holds at most. */
export const STAFF_MAX = 20;

const codeHashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

export async function inviteStaff(actor: Actor, { email, role }: StaffInviteInput, now = new Date()): Promise<InvitationView> {
  const clinicId = actor.clinicId;
  const [members, invitations] = await Promise.all([listMembers(clinicId), listInvitations(clinicId)]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const open = invitations.filter((item) => !item.acceptedAt && item.expiresAt > nowSeconds);
  const present = members.filter((member) => !member.removedAt);
  if (present.some((member) => member.email === email) || open.some((item) => item.email === email)) {
    throw new ConflictError('ALREADY_INVITED', staffMessages.alreadyInvited, { email: staffMessages.alreadyInvited });
  }
  if (present.length + open.length >= STAFF_MAX) throw new ConflictError('STAFF_FULL', staffMessages.staffFull(STAFF_MAX));
  for (const [scope, allowance] of [
    [`staff-invite:${clinicId}`, INVITATIONS_PER_CLINIC],
    [`staff-invite-to:${email}`, INVITATIONS_PER_ADDRESS],
  ] as const) {
    const taken = await takeAllowance(scope, allowance, now.getTime());
    if (!taken.allowed) throw new TooManyRequestsError('TOO_MANY_INVITATIONS', staffMessages.tooManyInvitations, taken.retryAfterSeconds);
  }
  const code = randomBytes(32).toString('base64url');
  const invitation = {
    inviteId: randomBytes(12).toString('base64url'),
    email,
    role,
    codeHash: codeHashOf(code),
    createdAt: now.toISOString(),
    expiresAt: nowSeconds + INVITATION_HOURS * 3600,
  };
  await saveInvitation(clinicId, invitation);
  const clinic = (await getClinicItem(clinicId))?.clinic || 'ДентЛид';
  await sendToQueue('accountMail', { kind: 'staff-invitation', to: email, code, clinic, role } satisfies InvitationMail);
  await recordActivity(actor, 'staff', 'created', `приглашение ${email}`, now);
  const { inviteId, createdAt, expiresAt } = invitation;
  return { inviteId, email, role, createdAt, expiresAt };
}

export async function revokeInvitation(actor: Actor, inviteId: string, now = new Date()): Promise<void> {
  const invitation = await getInvitation(actor.clinicId, inviteId);
  if (!invitation || invitation.acceptedAt) throw new NotFoundError('INVITATION_NOT_FOUND', staffMessages.invitationNotFound);
  try {
    await deleteInvitation(actor.clinicId, invitation);
  } catch (error) {
    if (error instanceof ItemMissing) throw new NotFoundError('INVITATION_NOT_FOUND', staffMessages.invitationNotFound);
    throw error;
  }
  await recordActivity(actor, 'staff', 'deleted', `приглашение ${invitation.email}`, now);
}

/** The invited person's account: their name and password, the invitation's clinic and role. Answers their token. */
export async function acceptStaffInvitation(input: InvitationAcceptInput, sourceIp: string, now = new Date()): Promise<TokenAnswer> {
  const codeHash = codeHashOf(input.code);
  const code = await getInviteCode(codeHash);
  const invalid = new InvalidRequestError('INVITATION_INVALID', staffMessages.invitationInvalid);
  // TTL removes an expired item late, so its time is checked here too.
  if (!code || code.usedAt || code.expiresAt * 1000 <= now.getTime()) throw invalid;
  if (await findAccountIdByEmail(code.email)) throw new ConflictError('EMAIL_TAKEN', staffMessages.emailTaken);
  const personId = randomUUID();
  const createdAt = now.toISOString();
  const passwordHash = await hashPassword(input.password);
  try {
    await acceptInvitation(
      code,
      codeHash,
      {
        id: personId,
        name: input.name,
        email: code.email,
        phone: '',
        passwordHash,
        validUntil: null,
        createdAt,
        updatedAt: createdAt,
        clinicId: code.clinicId,
        staffRole: code.role,
        phonesAllowed: false,
      },
      { personId, name: input.name, email: code.email, role: code.role, phonesAllowed: false, createdAt },
    );
  } catch (error) {
    if (error instanceof ItemMissing) throw invalid;
    if (error instanceof EmailTakenError) throw new ConflictError('EMAIL_TAKEN', staffMessages.emailTaken);
    throw error;
  }
  await rememberSignInAddress(code.email, addressScope(sourceIp), now.getTime());
  return { token: await issueToken({ userId: personId, sessionVersion: 0 }) };
}
