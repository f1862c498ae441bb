import { updateSetting } from '../../domain/clinic/services';
import { httpHandler } from '../../http/handler';
import { settingUpdate } from '../../routes/clinic';

export const handler = httpHandler(settingUpdate, ({ userId, body }) => updateSetting(userId, body));
