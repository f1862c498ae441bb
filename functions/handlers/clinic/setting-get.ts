import { getSetting } from '../../domain/clinic/services';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.settingGet, ({ userId }) => getSetting(userId));
