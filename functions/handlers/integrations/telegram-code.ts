import { issueTelegramCode } from '../../domain/integrations/telegram-connect';
import { userHandler } from '../../http/user-handler';
import { integrationTelegramCode } from '../../routes/leads';

export const handler = userHandler(integrationTelegramCode, ({ userId }) => issueTelegramCode(userId));
