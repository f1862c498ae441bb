// A local fake of Modulbank's internet acquiring on node:http, for tests and `npm start`, after Modulbank's own
// plugins (docs/integrations.md § Modulbank: modulbank-pay/modulbank-woocommerce modulbank/inc/fpayments.php,
// modulbank-pay/modulbank-bitrix-d7 lib/fpayments.php):
//   POST /pay or /pay/  (form)  checks the merchant, the signature (bank-signature.ts: the plugins' rule, not the
//        product's code), the freshness of unix_timestamp and that receipt_items add up to amount;
//        then shows the payment page with 'Оплатить' and 'Отклонить'
//   POST /pay/<id>/decide  (form: decision=pay|decline)  makes the transaction (COMPLETE or FAILED), POSTs the
//        signed form callback to callback_url, then sends the payer back: success_url + transaction_id when
//        paid; when refused, success_url with pay=fail (the fake's stand-in for the bank's "back to the shop" link)
//   GET  /api/v1/transaction/?transaction_id&merchant&unix_timestamp&salt&signature  {status:'ok', transaction} or
//        {status:'error'}; a wrong signature or merchant is refused
// Control for tests (not part of the bank):
//   POST /__fake/transactions {order_id, amount, state, testing?, callback_url?}  a transaction made without the page
//   POST /__fake/transactions/<id>/callback   (re)sends its signed callback; answers the endpoint's status and body
//   GET  /__fake/transactions                 every transaction, oldest first
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bankSignatureIsCorrect as hasValidSignature, bankSigned as signed } from './bank-signature';
import { holdIdleSockets } from '../../http/keep-alive';
import { paymentPage, refusedPage, type PendingPayment } from './pages';
import { readBody, sendHtml as html, sendJson as json } from '../http-io';

const readFields = async (request: IncomingMessage) => (await readBody(request)) as Record<string, string>;

export const FAKE_MODULBANK_MERCHANT = 'a1b2c3d4-dentlead-local-merchant';
/** How old a form's unix_timestamp may be (the product refreshes its form every 60 s). */
const FRESH_SECONDS = 300;

export interface ModulbankFake {
  url: string;
  merchant: string;
  secret: string;
  stop: () => Promise<void>;
}

export interface FakeTransaction {
  transaction_id: string;
  order_id: string;
  amount: string;
  state: string;
  testing: string;
  client_email: string;
  client_phone: string;
  created_datetime: string;
  callback_url?: string;
  success_url?: string;
}

interface Order extends PendingPayment {
  fields: Record<string, string>;
}

export async function startModulbankFake(options: { port?: number; secret?: string; merchant?: string } = {}): Promise<ModulbankFake> {
  const secret = options.secret || randomBytes(20).toString('hex');
  const merchant = options.merchant || FAKE_MODULBANK_MERCHANT;
  const orders = new Map<string, Order>();
  const transactions = new Map<string, FakeTransaction>();

  /** The bank's notice of a transaction, signed with the merchant's key, posted as a form. */
  const sendCallback = async (transaction: FakeTransaction): Promise<{ status: number; body: string }> => {
    if (!transaction.callback_url) return { status: 0, body: 'no callback_url' };
    const { callback_url: _callback, success_url: _success, ...fields } = transaction;
    const notice = signed(
      {
        ...fields,
        // The plugins' callback handlers compare it with the order's currency.
        currency: 'RUB',
        original_amount: transaction.amount,
        pan_mask: '4111 11xx xxxx 1111',
        payment_method: 'card',
        unix_timestamp: String(Math.floor(Date.now() / 1000)),
        salt: randomBytes(16).toString('hex'),
      },
      secret,
    );
    try {
      const response = await fetch(transaction.callback_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(notice),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: (error as Error).message };
    }
  };

  const newTransaction = (fields: Record<string, string>, state: string): FakeTransaction => {
    const transaction: FakeTransaction = {
      transaction_id: `fake${randomBytes(8).toString('hex')}`,
      order_id: fields.order_id ?? '',
      amount: fields.amount ?? '',
      state,
      testing: fields.testing === '1' ? '1' : '0',
      client_email: fields.client_email ?? '',
      client_phone: fields.client_phone ?? '',
      created_datetime: new Date().toISOString(),
      ...(fields.callback_url ? { callback_url: fields.callback_url } : {}),
      ...(fields.success_url ? { success_url: fields.success_url } : {}),
    };
    transactions.set(transaction.transaction_id, transaction);
    return transaction;
  };

  /** Why the bank refuses a posted form, or undefined when it takes it. */
  const refusalOfForm = (fields: Record<string, string>): string | undefined => {
    for (const name of ['merchant', 'amount', 'order_id', 'description', 'success_url', 'unix_timestamp', 'salt', 'signature']) {
      if (!fields[name]) return `Не передано поле ${name}`;
    }
    if (fields.merchant !== merchant) return 'Неизвестный магазин (merchant)';
    if (!hasValidSignature(fields, secret)) return 'Неверная подпись формы (signature)';
    if (Math.abs(Date.now() / 1000 - Number(fields.unix_timestamp)) > FRESH_SECONDS) return 'Форма устарела (unix_timestamp)';
    if (fields.receipt_items) {
      const items = JSON.parse(fields.receipt_items) as Array<{ price: number; quantity: number }>;
      const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
      if (sum.toFixed(2) !== Number(fields.amount).toFixed(2)) return 'Сумма чека не равна сумме платежа';
    }
    return undefined;
  };

  async function pay(fields: Record<string, string>, response: ServerResponse): Promise<void> {
    const refusal = refusalOfForm(fields);
    if (refusal) return html(response, 400, refusedPage(refusal));
    const order: Order = {
      id: randomUUID(),
      amount: fields.amount!,
      description: fields.description!,
      testing: fields.testing === '1',
      fields,
    };
    orders.set(order.id, order);
    html(response, 200, paymentPage(order));
  }

  async function decide(orderId: string, decision: string, response: ServerResponse): Promise<void> {
    const order = orders.get(orderId);
    if (!order) return html(response, 404, refusedPage('Платёж не найден'));
    orders.delete(orderId);
    const paid = decision === 'pay';
    const transaction = newTransaction(order.fields, paid ? 'COMPLETE' : 'FAILED');
    await sendCallback(transaction);
    const back = new URL(order.fields.success_url!);
    if (!paid) back.searchParams.set('pay', 'fail');
    back.searchParams.set('transaction_id', transaction.transaction_id);
    response.writeHead(303, { location: back.toString() });
    response.end();
  }

  function status(query: Record<string, string>): [number, object] {
    if (query.merchant !== merchant || !hasValidSignature(query, secret)) {
      return [403, { status: 'error', message: 'Неверная подпись запроса' }];
    }
    const found = transactions.get(query.transaction_id ?? '');
    if (!found) return [200, { status: 'error', message: 'Транзакция не найдена' }];
    const { callback_url: _callback, success_url: _success, ...transaction } = found;
    return [200, { status: 'ok', transaction: { ...transaction, original_amount: transaction.amount, currency: 'RUB' } }];
  }

  async function control(route: string, body: Record<string, string>): Promise<[number, object]> {
    if (route === 'GET /__fake/transactions') return [200, [...transactions.values()]];
    if (route === 'POST /__fake/transactions') return [201, newTransaction(body, body.state || 'COMPLETE')];
    const resend = /^POST \/__fake\/transactions\/([\w-]+)\/callback$/.exec(route);
    const transaction = resend && transactions.get(resend[1]!);
    if (transaction) return [200, await sendCallback(transaction)];
    return [404, { error: 'not found' }];
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readFields(request);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /pay' || route === 'POST /pay/') return pay(body, response);
    const decision = /^POST \/pay\/([\w-]+)\/decide$/.exec(route);
    if (decision) return decide(decision[1]!, body.decision ?? '', response);
    if (route === 'GET /api/v1/transaction/') return json(response, ...status(Object.fromEntries(url.searchParams)));
    if (url.pathname.startsWith('/__fake/')) return json(response, ...(await control(route, body)));
    json(response, 404, { status: 'error', message: 'Not Found' });
  }

  const server = holdIdleSockets(
    createServer((request, response) => {
      handle(request, response).catch((error: unknown) => json(response, 500, { status: 'error', message: String(error) }));
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    merchant,
    secret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
