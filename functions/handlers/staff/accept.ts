import { acceptStaffInvitation } from '../../domain/staff/invitations';
import { httpHandler } from '../../http/handler';
import { invitationAccept } from '../../routes/staff';

export const handler = httpHandler(invitationAccept, ({ body, sourceIp }) => acceptStaffInvitation(body, sourceIp));
