import { revokeInvitation } from '../../domain/staff/invitations';
import { userHandler } from '../../http/user-handler';
import { invitationRevoke } from '../../routes/staff';

export const handler = userHandler(invitationRevoke, ({ actor, query }) => revokeInvitation(actor, query.inviteId));
