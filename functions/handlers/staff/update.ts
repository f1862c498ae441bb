import { changeStaff } from '../../domain/staff/members';
import { userHandler } from '../../http/user-handler';
import { staffUpdate } from '../../routes/staff';

export const handler = userHandler(staffUpdate, ({ actor, body }) => changeStaff(actor, body));
