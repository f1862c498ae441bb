import { getPaymentForm } from '../../domain/payment/payment-form-of-account';
import { userHandler } from '../../http/user-handler';
import { paymentForm } from '../../routes/payment';

export const handler = userHandler(paymentForm, ({ userId }) => getPaymentForm(userId));
