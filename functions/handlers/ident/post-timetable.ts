import { httpHandler } from '../../http/handler';
import { receiveIdentPush } from '../../domain/integrations/mis-sync-status';
import { identAnswer } from '../../http/ident-answer';
import { identPostTimeTable } from '../../routes/ident';

export const handler = httpHandler(identPostTimeTable, async ({ headers, body }) =>
  identAnswer(async () => {
    const outcome = await receiveIdentPush(headers, body);
    return { text: `OK: врачей ${outcome.doctors}, записано ${outcome.written}` };
  }),
);
