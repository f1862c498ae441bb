import { listStaff } from '../../domain/staff/members';
import { userHandler } from '../../http/user-handler';
import { staffList } from '../../routes/staff';

export const handler = userHandler(staffList, ({ userId }) => listStaff(userId));
