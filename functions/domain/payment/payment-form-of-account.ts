// (GET /api/user/pay/form) --> the signed payment form of the signed-in account
import type { PaymentForm } from '../../../shared/schemas/payment';
import { config } from '../../config';
import { loadModulbankSecret, modulbankSettings } from '../../modulbank/settings';
import { requireAccount } from '../accounts/profile';
import { paymentFormFor } from './payment-form';

export async function getPaymentForm(userId: string): Promise<PaymentForm> {
  const account = await requireAccount(userId);
  return paymentFormFor(account, {
    bankUrl: modulbankSettings.baseUrl(),
    merchant: modulbankSettings.merchant(),
    testing: modulbankSettings.testing(),
    siteUrl: config.publicBaseUrl(),
    secret: await loadModulbankSecret(),
  });
}
