import { inviteStaff } from '../../domain/staff/invitations';
import { userHandler } from '../../http/user-handler';
import { staffInvite } from '../../routes/staff';

export const handler = userHandler(staffInvite, ({ actor, body }) => inviteStaff(actor, body));
