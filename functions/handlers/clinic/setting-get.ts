import { getSetting } from '../../domain/clinic/services';
import { userHandler } from '../../http/user-handler';
import { settingGet } from '../../routes/clinic';

export const handler = userHandler(settingGet, ({ userId }) => getSetting(userId));
