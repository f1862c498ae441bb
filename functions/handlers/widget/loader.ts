import { loaderScript } from '../../domain/widget/loader-script';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.widgetLoader, ({ query }) => loaderScript(query.id));
