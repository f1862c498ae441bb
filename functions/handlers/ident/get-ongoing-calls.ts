import { httpHandler } from '../../http/handler';
import { identClinic } from '../../domain/mis/ident';
import { identAnswer } from '../../http/ident-answer';
import { identGetOngoingCalls } from '../../routes/ident';

export const handler = httpHandler(identGetOngoingCalls, async ({ headers }) =>
  identAnswer(async () => {
    await identClinic(headers);
    return { json: [] };
  }),
);
