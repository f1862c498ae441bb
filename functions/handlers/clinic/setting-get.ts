import { getSetting } from '../../domain/clinic/services';
import { httpHandler } from '../../http/handler';
import { settingGet } from '../../routes/clinic';

export const handler = httpHandler(settingGet, ({ userId }) => getSetting(userId));
