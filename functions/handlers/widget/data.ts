import { widgetData } from '../../domain/widget/widget-data';
import { HttpAnswer, httpHandler } from '../../http/handler';
import { widgetData as widgetDataRow } from '../../routes/widget';

/** Short public cache: a booked slot disappears for other patients within half a minute. */
const WIDGET_CACHE = 'public, max-age=30';

export const handler = httpHandler(
  widgetDataRow,
  async ({ query }) => new HttpAnswer(200, await widgetData(query.id), { 'cache-control': WIDGET_CACHE }),
);
