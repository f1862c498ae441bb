import { handlePaymentCallback } from '../../domain/payment/payment-callback';
import { httpHandler } from '../../http/handler';
import { paymentCallback } from '../../routes/payment';

export const handler = httpHandler(paymentCallback, async ({ body }) => ({ result: await handlePaymentCallback(body) }));
