// Consumer of the seagull-mail queue: mails each configurator request to the product's operator.
import * as z from 'zod/mini';
import { deliverSeagullRequest } from '../domain/seagull/deliver';
import { sqsBatchHandler } from '../messaging/sqs-batch';

const message = z.object({ idempotencyKey: z.string().check(z.minLength(1)) });

export const handler = sqsBatchHandler(message, (ref) => deliverSeagullRequest(ref));
