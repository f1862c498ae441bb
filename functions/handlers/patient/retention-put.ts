import { saveRetention } from '../../domain/patient-data/retention-setting';
import { recorded } from '../../domain/staff/activity';
import { userHandler } from '../../http/user-handler';
import { retentionPut } from '../../routes/leads';

export const handler = userHandler(retentionPut, ({ userId, actor, body }) =>
  recorded(actor, 'clinic', 'changed', `срок хранения персональных данных: ${body.months} мес.`, saveRetention(userId, body.months)),
);
