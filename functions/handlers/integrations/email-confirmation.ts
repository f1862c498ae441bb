import { resendConfirmation } from '../../domain/integrations/email-confirmation';
import { userHandler } from '../../http/user-handler';
import { integrationEmailConfirmation } from '../../routes/leads';

export const handler = userHandler(integrationEmailConfirmation, ({ body, userId }) => resendConfirmation(userId, body.address));
