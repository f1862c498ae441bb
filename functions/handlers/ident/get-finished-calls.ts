import { httpHandler } from '../../http/handler';
import { identClinic } from '../../domain/mis/ident';
import { identAnswer } from '../../http/ident-answer';
import { identGetFinishedCalls } from '../../routes/ident';

export const handler = httpHandler(identGetFinishedCalls, async ({ headers }) =>
  identAnswer(async () => {
    await identClinic(headers);
    return { json: [] };
  }),
);
