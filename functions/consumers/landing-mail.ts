// Consumer of the landing-mail queue: mails each landing lead to the product's operator.
import * as z from 'zod/mini';
import { deliverLandingLead } from '../domain/landing-leads/deliver';
import { sqsBatchHandler } from '../messaging/sqs-batch';

const message = z.object({ id: z.string().check(z.minLength(1)), createdAt: z.string().check(z.minLength(1)) });

export const handler = sqsBatchHandler(message, (ref) => deliverLandingLead(ref));
