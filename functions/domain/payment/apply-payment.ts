// (callback, return) --> apply a paid transaction --> payments store
// A transaction extends an account only when the bank says COMPLETE, for our tariff's amount, in the
// installation's mode (testing or not), for an order we issued; it extends from max(now, validUntil).
import { BETA_TARIFF, paidUntilAfterPayment } from '../../../shared/domain/tariffs';
import { logger } from '../../logger';
import type { BankTransaction } from '../../modulbank/transaction';
import { modulbankSettings } from '../../modulbank/settings';
import { getAccount, type Account } from '../../store/accounts';
import { ItemChanged, ItemExists } from '../../store/errors';
import { applyPaymentToAccount } from '../../store/payments';
import { bankAmount } from './payment-form';
import { userIdOfOrder } from './order';

export type PaymentOutcome =
  | { kind: 'applied'; account: Account }
  | { kind: 'already-applied'; account: Account }
  | { kind: 'not-paid'; state: string }
  | { kind: 'not-ours'; reason: string };

/** Why a transaction cannot be ours to apply, or undefined when it is; the account it pays for is in its order id. */
export function refusalOf(transaction: BankTransaction, testing: boolean): string | undefined {
  if (!userIdOfOrder(transaction.orderId)) return `order ${transaction.orderId} is not ours`;
  if (Number(transaction.amount) !== Number(bankAmount(BETA_TARIFF.cost))) return `amount ${transaction.amount} is not the tariff's`;
  if ((transaction.testing === '1') !== testing) return `testing=${transaction.testing} does not match the installation`;
  return undefined;
}

const MAX_ATTEMPTS = 5;

export async function applyTransaction(transaction: BankTransaction, now = () => new Date()): Promise<PaymentOutcome> {
  const refusal = refusalOf(transaction, modulbankSettings.testing());
  if (refusal) {
    logger.warn('payment refused', { transactionId: transaction.transactionId, reason: refusal });
    return { kind: 'not-ours', reason: refusal };
  }
  if (transaction.state !== 'COMPLETE') return { kind: 'not-paid', state: transaction.state };
  const userId = userIdOfOrder(transaction.orderId) as string;
  for (let attempt = 1; ; attempt++) {
    const account = await getAccount(userId);
    if (!account) return { kind: 'not-ours', reason: `account ${userId} does not exist` };
    const at = now();
    const validUntilAfter = paidUntilAfterPayment(account.validUntil, at.getTime());
    try {
      await applyPaymentToAccount(account, {
        transactionId: transaction.transactionId,
        userId,
        amount: transaction.amount,
        orderId: transaction.orderId,
        appliedAt: at.toISOString(),
        validUntilBefore: account.validUntil,
        validUntilAfter,
      });
      const updated = { ...account, validUntil: validUntilAfter };
      logger.info('payment applied', { transactionId: transaction.transactionId, userId, validUntil: updated.validUntil });
      return { kind: 'applied', account: updated };
    } catch (error) {
      if (error instanceof ItemExists) return { kind: 'already-applied', account: (await getAccount(userId)) ?? account };
      // Another payment of the same account moved validUntil meanwhile: extend from the new value.
      if (!(error instanceof ItemChanged) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
