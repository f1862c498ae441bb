import { confirmPayment } from '../../domain/payment/confirm-payment';
import { userHandler } from '../../http/user-handler';
import { paymentConfirm } from '../../routes/payment';

export const handler = userHandler(paymentConfirm, ({ userId, body }) => confirmPayment(userId, body.transaction_id));
