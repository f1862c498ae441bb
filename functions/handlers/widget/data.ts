import { widgetData } from '../../domain/widget/widget-data';
import { HttpAnswer, httpHandler } from '../../http/handler';
import { widgetData as widgetDataRow } from '../../routes/widget';

/**
 * Short public cache: a booked slot disappears for other patients within half a minute. The edge keeps
 * it 5 s only, so the widget's reload after a taken slot (which skips the browser's cache, and whose
 * extra query parameter the edge ignores) sees the slot gone.
 */
const WIDGET_CACHE = 'public, max-age=30, s-maxage=5';

export const handler = httpHandler(
  widgetDataRow,
  async ({ query }) => new HttpAnswer(200, await widgetData(query.id), { 'cache-control': WIDGET_CACHE }),
);
