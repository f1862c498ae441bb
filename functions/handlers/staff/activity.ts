import { listActivity } from '../../domain/staff/activity';
import { userHandler } from '../../http/user-handler';
import { activityList } from '../../routes/staff';

export const handler = userHandler(activityList, ({ userId, query }) => listActivity(userId, query));
