// A Modulbank transaction as the callback and the status call report it (docs/integrations.md, Modulbank),
// and the status call itself: GET <bank>/api/v1/transaction/?transaction_id&merchant&unix_timestamp&salt&signature.
import { randomBytes } from 'node:crypto';
import { loadModulbankSecret, modulbankSettings } from './settings';
import { signed } from './signature';

export type TransactionState = 'PROCESSING' | 'WAITING_FOR_3DS' | 'FAILED' | 'COMPLETE';

/** What the product needs of a transaction; every value as the bank sends it (strings). */
export interface BankTransaction {
  transactionId: string;
  orderId: string;
  state: string;
  amount: string;
  testing: string;
}

export class BankUnavailableError extends Error {}

const REQUEST_TIMEOUT_MS = 8_000;

/** A fresh salt for a signed request: the bank sees a new one each time. */
export const newSalt = () => randomBytes(16).toString('hex');

export function transactionOf(fields: Readonly<Record<string, unknown>>): BankTransaction | undefined {
  const text = (name: string) => (typeof fields[name] === 'string' || typeof fields[name] === 'number' ? String(fields[name]) : undefined);
  const transactionId = text('transaction_id');
  const orderId = text('order_id');
  const state = text('state');
  const amount = text('amount');
  if (!transactionId || !orderId || !state || !amount) return undefined;
  return { transactionId, orderId, state, amount, testing: text('testing') ?? '0' };
}

/** The transaction as the bank knows it; undefined when the bank says there is no such transaction. */
export async function fetchTransaction(transactionId: string, now = new Date()): Promise<BankTransaction | undefined> {
  const secret = await loadModulbankSecret();
  const query = signed(
    {
      transaction_id: transactionId,
      merchant: modulbankSettings.merchant(),
      unix_timestamp: String(Math.floor(now.getTime() / 1000)),
      salt: newSalt(),
    },
    secret,
  );
  let answer: { status?: string; transaction?: Record<string, unknown> };
  try {
    const response = await fetch(`${modulbankSettings.baseUrl()}/api/v1/transaction/?${new URLSearchParams(query)}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status >= 500) throw new BankUnavailableError(`Modulbank answered ${response.status}`);
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    if (error instanceof BankUnavailableError) throw error;
    throw new BankUnavailableError(`Modulbank status call failed: ${(error as Error).message}`);
  }
  if (answer.status !== 'ok' || !answer.transaction) return undefined;
  return transactionOf(answer.transaction);
}
