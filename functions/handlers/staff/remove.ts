import { removeStaff } from '../../domain/staff/members';
import { userHandler } from '../../http/user-handler';
import { staffRemove } from '../../routes/staff';

export const handler = userHandler(staffRemove, ({ actor, query }) => removeStaff(actor, query.personId));
