import { saveRetention } from '../../domain/patient-data/retention-setting';
import { userHandler } from '../../http/user-handler';
import { retentionPut } from '../../routes/leads';

export const handler = userHandler(retentionPut, ({ userId, body }) => saveRetention(userId, body.months));
