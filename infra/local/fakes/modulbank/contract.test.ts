// The Modulbank fake against the bank's own plugins (modulbank-pay/modulbank-woocommerce
// modulbank/inc/fpayments.php, modulbank-pay/modulbank-bitrix-d7 lib/fpayments.php; docs/integrations.md
// § Modulbank), and the product's signing and status call against the fake.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { modulbankSignature } from '../../../../functions/modulbank/signature';
import { fetchTransaction } from '../../../../functions/modulbank/transaction';
import { bankSignature, bankSigned } from './bank-signature';
import { startModulbankFake, type ModulbankFake } from './server';

const SECRET = '0123456789abcdef0123456789abcdef';
let fake: ModulbankFake;
let shop: Server;
/** The callbacks the bank posted to the shop: content type and fields. */
const callbacks: Array<{ type: string; fields: Record<string, string> }> = [];

beforeAll(async () => {
  fake = await startModulbankFake({ secret: SECRET });
  shop = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      callbacks.push({ type: request.headers['content-type'] ?? '', fields: Object.fromEntries(new URLSearchParams(body)) });
      response.end('OK');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, { PAYMENT_URL: fake.url, MODULBANK_MERCHANT: fake.merchant, MODULBANK_SECRET_KEY: SECRET });
});
afterAll(async () => {
  for (const name of ['PAYMENT_URL', 'MODULBANK_MERCHANT', 'MODULBANK_SECRET_KEY']) delete process.env[name];
  await fake.stop();
  await new Promise((resolve) => shop.close(resolve));
});

const now = () => String(Math.floor(Date.now() / 1000));
function form(extra: Record<string, string> = {}) {
  return {
    merchant: fake.merchant,
    amount: '2000.00',
    order_id: `order-${Math.random().toString(16).slice(2)}`,
    description: 'Оплата тарифа «Бета»',
    success_url: 'https://dentlead.example/user?pay=ok',
    callback_url: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/callback`,
    testing: '1',
    client_email: '',
    unix_timestamp: now(),
    salt: 'dPpYsOaHmxSqiLtGCNoREjrKdPpYsOaH',
    ...extra,
  };
}
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe('the Modulbank fake checks what the bank checks', () => {
  it('signs as the plugins do: the product’s signature is the plugins’ on the same fields', () => {
    const fields = form({ receipt_items: JSON.stringify([{ name: 'Тариф «Бета»', price: 2000, quantity: 1 }]) });
    expect(modulbankSignature(fields, SECRET)).toBe(bankSignature(fields, SECRET));
    expect(bankSignature({ ...fields, client_email: 'a@b.ru' }, SECRET)).not.toBe(bankSignature(fields, SECRET));
  });

  it('takes a form signed by the plugins’ rule on /pay and /pay/, and refuses a forged, stale or unbalanced one', async () => {
    expect((await post('/pay', bankSigned(form(), SECRET))).status).toBe(200);
    expect((await post('/pay/', bankSigned(form(), SECRET))).status).toBe(200);
    expect((await post('/pay', { ...bankSigned(form(), SECRET), amount: '1.00' })).status).toBe(400);
    expect((await post('/pay', bankSigned(form(), 'another key'))).status).toBe(400);
    expect((await post('/pay', bankSigned(form({ unix_timestamp: String(Number(now()) - 3600) }), SECRET))).status).toBe(400);
    const unbalanced = form({ receipt_items: JSON.stringify([{ name: 'Тариф', price: 1000, quantity: 1 }]) });
    expect((await post('/pay', bankSigned(unbalanced, SECRET))).status).toBe(400);
  });

  it('posts a signed form callback with the fields the plugins read, and answers the status call', async () => {
    callbacks.length = 0;
    const page = await (await post('/pay', bankSigned(form(), SECRET))).text();
    const orderId = /action="\/pay\/([\w-]+)\/decide"/.exec(page)![1]!;
    const back = await post(`/pay/${orderId}/decide`, { decision: 'pay' });
    expect(back.status).toBe(303);
    const transactionId = new URL(back.headers.get('location')!).searchParams.get('transaction_id')!;
    const [callback] = callbacks;
    expect(callback!.type).toBe('application/x-www-form-urlencoded');
    // fpayments.php AbstractFPaymentsCallbackHandler: signature, order_id, currency, amount, state and testing.
    expect(callback!.fields).toMatchObject({
      transaction_id: transactionId,
      state: 'COMPLETE',
      amount: '2000.00',
      currency: 'RUB',
      testing: '1',
    });
    expect(callback!.fields.signature).toBe(bankSignature(callback!.fields, SECRET));

    // get_transaction_info: GET /api/v1/transaction/ signed; {status: 'ok', transaction}.
    const query = bankSigned(
      { transaction_id: transactionId, merchant: fake.merchant, unix_timestamp: now(), salt: 'x'.repeat(32) },
      SECRET,
    );
    const status = (await (await fetch(`${fake.url}/api/v1/transaction/?${new URLSearchParams(query)}`)).json()) as Record<string, any>;
    expect(status).toMatchObject({ status: 'ok', transaction: { transaction_id: transactionId, state: 'COMPLETE' } });
    const forged = await fetch(`${fake.url}/api/v1/transaction/?${new URLSearchParams({ ...query, salt: 'y'.repeat(32) })}`);
    expect(((await forged.json()) as { status: string }).status).toBe('error');

    // The product's status call reads the same transaction.
    await expect(fetchTransaction(transactionId)).resolves.toMatchObject({
      transactionId,
      state: 'COMPLETE',
      amount: '2000.00',
      testing: '1',
    });
    await expect(fetchTransaction('no-such-transaction')).resolves.toBeUndefined();
  });
});
