import { loaderScript } from '../../domain/widget/loader-script';
import { httpHandler, TextAnswer } from '../../http/handler';
import { widgetLoader } from '../../routes/widget';

/** Pages cache the loader for an hour; a changed loader reaches every site within that. */
const LOADER_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export const handler = httpHandler(
  widgetLoader,
  async ({ query }) =>
    new TextAnswer(200, await loaderScript(query.id), { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': LOADER_CACHE }),
);
