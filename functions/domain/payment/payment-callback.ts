// (POST /api/payment/modulbank/callback) --> the bank's notice --> apply-payment
// Only a notice signed with our secret key counts; a paid one extends once however often it comes.
import { UnauthorizedError } from '../errors';
import { loadModulbankSecret } from '../../modulbank/settings';
import { hasValidSignature } from '../../modulbank/signature';
import { transactionOf } from '../../modulbank/transaction';
import { logger } from '../../logger';
import { applyTransaction } from './apply-payment';
import { paymentMessages } from './messages';

export type CallbackResult = 'applied' | 'already-applied' | 'ignored';

export async function handlePaymentCallback(fields: Record<string, string>): Promise<CallbackResult> {
  if (!hasValidSignature(fields, await loadModulbankSecret())) {
    throw new UnauthorizedError('BAD_SIGNATURE', paymentMessages.badSignature);
  }
  const transaction = transactionOf(fields);
  if (!transaction) {
    logger.warn('payment callback without a transaction', { fields: Object.keys(fields) });
    return 'ignored';
  }
  const outcome = await applyTransaction(transaction);
  return outcome.kind === 'applied' || outcome.kind === 'already-applied' ? outcome.kind : 'ignored';
}
