import { sendTelegramTest } from '../../domain/integrations/telegram-test';
import { httpHandler } from '../../http/handler';
import { integrationTelegramTest } from '../../routes/leads';

export const handler = httpHandler(integrationTelegramTest, ({ body, userId }) => sendTelegramTest(userId, body.id));
