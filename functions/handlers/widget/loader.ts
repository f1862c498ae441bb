import { loaderScript } from '../../domain/widget/loader-script';
import { httpHandler } from '../../http/handler';
import { widgetLoader } from '../../routes/widget';

export const handler = httpHandler(widgetLoader, ({ query }) => loaderScript(query.id));
