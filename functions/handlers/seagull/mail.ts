import { submitSeagullRequest } from '../../domain/seagull/submit';
import { httpHandler } from '../../http/handler';
import { seagullMail } from '../../routes/seagull';

export const handler = httpHandler(seagullMail, ({ body, sourceIp }) => submitSeagullRequest(body, sourceIp));
