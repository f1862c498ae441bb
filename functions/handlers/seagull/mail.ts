import { submitSeagullRequest } from '../../domain/seagull/submit';
import { publicCallerOf } from '../../http/client-address';
import { httpHandler } from '../../http/handler';
import { seagullMail } from '../../routes/seagull';

export const handler = httpHandler(seagullMail, (request) => submitSeagullRequest(request.body, publicCallerOf(request)));
