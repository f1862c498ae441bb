import { recorded } from '../../domain/staff/activity';
import { updateSetting } from '../../domain/clinic/services';
import { userHandler } from '../../http/user-handler';
import { settingUpdate } from '../../routes/clinic';

export const handler = userHandler(settingUpdate, ({ userId, actor, body }) =>
  recorded(actor, 'service', 'changed', 'услуги и цены', updateSetting(userId, body)),
);
