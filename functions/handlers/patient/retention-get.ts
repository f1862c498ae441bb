import { readRetention } from '../../domain/patient-data/retention-setting';
import { userHandler } from '../../http/user-handler';
import { retentionGet } from '../../routes/leads';

export const handler = userHandler(retentionGet, ({ userId }) => readRetention(userId));
