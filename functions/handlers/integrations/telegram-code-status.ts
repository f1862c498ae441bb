import { telegramCodeStatus } from '../../domain/integrations/telegram-connect';
import { userHandler } from '../../http/user-handler';
import { integrationTelegramCodeStatus } from '../../routes/leads';

export const handler = userHandler(integrationTelegramCodeStatus, ({ query, userId }) => telegramCodeStatus(userId, query.code));
