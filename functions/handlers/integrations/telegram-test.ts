import { sendTelegramTest } from '../../domain/integrations/telegram-test';
import { userHandler } from '../../http/user-handler';
import { integrationTelegramTest } from '../../routes/leads';

export const handler = userHandler(integrationTelegramTest, ({ body, userId }) => sendTelegramTest(userId, body.id));
