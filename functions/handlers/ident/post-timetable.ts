import { httpHandler } from '../../http/handler';
import { identClinic, receiveTimeTable } from '../../domain/mis/ident';
import { identAnswer } from '../../domain/mis/ident-answer';
import { identPostTimeTable } from '../../routes/ident';

export const handler = httpHandler(identPostTimeTable, async ({ headers, body }) =>
  identAnswer(async () => {
    const outcome = await receiveTimeTable(await identClinic(headers), body);
    return { text: `OK: врачей ${outcome.doctors}, записано ${outcome.written}` };
  }),
);
