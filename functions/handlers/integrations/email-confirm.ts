import { confirmEmail } from '../../domain/integrations/confirm-email';
import { httpHandler } from '../../http/handler';
import { integrationEmailConfirm } from '../../routes/leads';

export const handler = httpHandler(integrationEmailConfirm, ({ body }) => confirmEmail(body.token));
