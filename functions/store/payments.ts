// Applied tariff payments. The account's validUntil moves only together with a new PAYMENT# item keyed
// by the bank's transaction id (one DynamoDB transaction), so a callback and a return, or a replayed
// callback, can never extend the access twice for one payment.
import { config } from '../config';
import type { Account } from './accounts';
import { ItemChanged, ItemExists } from './errors';
import { keys, paymentKeys } from './keys';
import { ConditionsFailed, transact } from './transactions';

export interface AppliedPayment {
  transactionId: string;
  userId: string;
  amount: string;
  orderId: string;
  appliedAt: string;
  validUntilBefore: number | null;
  validUntilAfter: number;
}

/**
 * Records the payment and sets the account's new validUntil, on the conditions that the transaction was
 * never applied (else ItemExists) and that validUntil is still what `account` says (else ItemChanged: read again).
 */
export async function applyPaymentToAccount(account: Account, payment: AppliedPayment): Promise<void> {
  const TableName = config.tableName();
  const unchanged = account.validUntil === null ? 'attribute_not_exists(validUntil) OR validUntil = :null' : 'validUntil = :before';
  try {
    await transact({
      payment: {
        Put: {
          TableName,
          Item: { ...paymentKeys.applied(payment.transactionId), entity: 'payment', ...payment },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      account: {
        Update: {
          TableName,
          Key: keys.account(account.id),
          UpdateExpression: 'SET validUntil = :after, updatedAt = :now',
          ConditionExpression: `attribute_exists(pk) AND (${unchanged})`,
          ExpressionAttributeValues: {
            ':after': payment.validUntilAfter,
            ':now': payment.appliedAt,
            ...(account.validUntil === null ? { ':null': null } : { ':before': account.validUntil }),
          },
        },
      },
    });
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.has('payment')) throw new ItemExists('transaction already applied');
    throw new ItemChanged('validUntil changed since read');
  }
}
