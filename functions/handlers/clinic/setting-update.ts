import { updateSetting } from '../../domain/clinic/services';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.settingUpdate, ({ userId, body }) => updateSetting(userId, body));
