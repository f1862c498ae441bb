import { recorded } from '../../domain/staff/activity';
import { updateClinic } from '../../domain/clinic/profile';
import { userHandler } from '../../http/user-handler';
import { clinicUpdate } from '../../routes/clinic';

export const handler = userHandler(clinicUpdate, ({ userId, actor, body }) =>
  recorded(actor, 'clinic', 'changed', 'профиль клиники', updateClinic(userId, body)),
);
