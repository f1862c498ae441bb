import { sendTelegramTest } from '../../domain/integrations/telegram-test';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.integrationTelegramTest, ({ body, userId }) => sendTelegramTest(userId, body.id));
