import { updateSetting } from '../../domain/clinic/services';
import { userHandler } from '../../http/user-handler';
import { settingUpdate } from '../../routes/clinic';

export const handler = userHandler(settingUpdate, ({ userId, body }) => updateSetting(userId, body));
