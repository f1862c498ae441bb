import { httpHandler } from '../../http/handler';
import { identClinic, identTickets } from '../../domain/mis/ident';
import { identAnswer } from '../../http/ident-answer';
import { identGetTickets } from '../../routes/ident';

export const handler = httpHandler(identGetTickets, async ({ headers, query }) =>
  identAnswer(async () => ({ json: await identTickets(await identClinic(headers), query) })),
);
