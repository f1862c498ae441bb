// (POST /api/user/pay) --> confirm a payment on return --> the bank's status call, apply-payment
// The browser only names the transaction; whether it is paid, and for whom, the bank says.
import type { UserView } from '../../../shared/schemas/user';
import { BankUnavailableError, fetchTransaction } from '../../modulbank/transaction';
import { toUserView } from '../accounts/account-view';
import { requireAccount } from '../accounts/profile';
import { NotFoundError, UnavailableError, UnprocessableError } from '../errors';
import { applyTransaction } from './apply-payment';
import { paymentMessages } from './messages';
import { userIdOfOrder } from './order';

const STILL_GOING = new Set(['PROCESSING', 'WAITING_FOR_3DS']);

export async function confirmPayment(userId: string, transactionId: string): Promise<UserView> {
  await requireAccount(userId);
  let transaction: Awaited<ReturnType<typeof fetchTransaction>>;
  try {
    transaction = await fetchTransaction(transactionId);
  } catch (error) {
    if (error instanceof BankUnavailableError) throw new UnavailableError('BANK_UNAVAILABLE', paymentMessages.bankDown);
    throw error;
  }
  // Another clinic's transaction is as unknown to this caller as one that does not exist.
  if (!transaction || userIdOfOrder(transaction.orderId) !== userId) throw new NotFoundError('PAYMENT_NOT_FOUND', paymentMessages.notFound);
  const outcome = await applyTransaction(transaction);
  if (outcome.kind === 'applied' || outcome.kind === 'already-applied') return toUserView(outcome.account);
  if (outcome.kind === 'not-paid' && STILL_GOING.has(outcome.state))
    throw new UnprocessableError('PAYMENT_PENDING', paymentMessages.pending);
  throw new UnprocessableError('PAYMENT_NOT_PAID', paymentMessages.notPaid);
}
