// Test support for the tariff payment: the Modulbank fake the local runtime started, and paying through it
// the way a browser does (the signed form from GET /api/user/pay/form posted to the fake's /pay page).
import { TEST_RUNTIME_ENV } from '../../infra/local/testing/global-setup';
import { testRuntime } from '../../infra/local/testing/runtime';
import type { FakeTransaction } from '../../infra/local/fakes/modulbank/server';
import { api } from './api';

/** The key the runtime under test signs with (the fake's too). */
export const TEST_MODULBANK_SECRET = TEST_RUNTIME_ENV.MODULBANK_SECRET_KEY;

export function modulbankFakeUrl(): string {
  const url = testRuntime().fakes?.modulbank;
  if (!url) throw new Error('The local runtime started no Modulbank fake (PAYMENT_URL names a real bank?)');
  return url;
}

export async function paymentFormOf(token: string): Promise<Record<string, string>> {
  const answer = await api<{ action: string; fields: Array<{ name: string; value: string }> }>('GET', '/api/user/pay/form', { token });
  if (answer.status !== 200) throw new Error(`GET /api/user/pay/form answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return Object.fromEntries(answer.body.fields.map((field) => [field.name, field.value]));
}

/** Posts the account's form to the fake, presses 'Оплатить' or 'Отклонить', and answers where the bank sends the payer back. */
export async function payThroughFake(token: string, decision: 'pay' | 'decline'): Promise<{ transactionId: string; returnUrl: URL }> {
  const form = await paymentFormOf(token);
  const page = await fetch(`${modulbankFakeUrl()}/pay`, { method: 'POST', body: new URLSearchParams(form) });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`The fake refused the form (${page.status}): ${html}`);
  const action = /action="(\/pay\/[\w-]+\/decide)"/.exec(html)?.[1];
  if (!action) throw new Error(`No decision form on the fake's page: ${html}`);
  const decided = await fetch(`${modulbankFakeUrl()}${action}`, {
    method: 'POST',
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  });
  const returnUrl = new URL(decided.headers.get('location') ?? '');
  return { transactionId: returnUrl.searchParams.get('transaction_id') ?? '', returnUrl };
}

/** A transaction the fake bank knows, made without its page (and so without a callback). */
export async function fakeTransaction(fields: {
  order_id: string;
  amount: string;
  state: string;
  testing?: string;
}): Promise<FakeTransaction> {
  const answer = await fetch(`${modulbankFakeUrl()}/__fake/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ testing: '1', ...fields }),
  });
  return (await answer.json()) as FakeTransaction;
}

/** The fake sends a transaction's signed callback (again). */
export async function resendCallback(transactionId: string): Promise<{ status: number; body: string }> {
  const answer = await fetch(`${modulbankFakeUrl()}/__fake/transactions/${transactionId}/callback`, { method: 'POST' });
  return (await answer.json()) as { status: number; body: string };
}

export async function postCallback(fields: Record<string, string>) {
  return api('POST', '/api/payment/modulbank/callback', {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function validUntilOf(token: string): Promise<number | null> {
  return (await api<{ validUntil: number | null }>('GET', '/api/user', { token })).body.validUntil;
}
