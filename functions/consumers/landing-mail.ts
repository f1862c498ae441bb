// Consumer of the landing-mail queue: mails each landing lead to the product's operator.
import * as z from 'zod';
import { deliverLandingLead } from '../domain/landing-leads/deliver';
import { sqsBatchHandler } from '../messaging/sqs-batch';

const message = z.object({ id: z.string().min(1), createdAt: z.string().min(1) });

export const handler = sqsBatchHandler(message, (ref) => deliverLandingLead(ref));
