// The tariff payment over HTTP against the local runtime and its Modulbank fake: the signed form, paying
// and declining on the fake's page, the callback (forged, replayed), the confirmation on return (status
// call says not paid, another clinic's transaction) and that no answer carries the secret key.
import { randomBytes } from 'node:crypto';
import { hasValidSignature, signed } from '../modulbank/signature';
import { addPaidMonth } from '../../shared/domain/tariffs';
import { api, registerAccount } from './api';
import {
  fakeTransaction,
  paymentFormOf,
  payThroughFake,
  postCallback,
  resendCallback,
  TEST_MODULBANK_SECRET,
  validUntilOf,
} from './payment-support';

async function userIdOf(token: string): Promise<string> {
  return (await api<{ _id: string }>('GET', '/api/user', { token })).body._id;
}

const orderOf = (userId: string) => `${userId}.${randomBytes(6).toString('hex')}`;

describe('the payment form', () => {
  it('is signed on the server with the receipt, the normalised phone and testing=1, and never carries the key', async () => {
    const { token, email } = await registerAccount();
    const answer = await api('GET', '/api/user/pay/form', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.refreshSeconds).toBe(60);
    expect(answer.body.action).toMatch(/\/pay$/);
    const form = await paymentFormOf(token);
    expect(hasValidSignature(form, TEST_MODULBANK_SECRET)).toBe(true);
    expect(form).toMatchObject({
      testing: '1',
      amount: '2000.00',
      client_phone: '+79991234567',
      client_email: email,
      receipt_contact: email,
    });
    expect(form.success_url).toMatch(/\/user\?pay=ok$/);
    expect(form.order_id?.startsWith(`${await userIdOf(token)}.`)).toBe(true);
    const items = JSON.parse(form.receipt_items ?? '[]') as Array<Record<string, unknown>>;
    expect(items).toEqual([
      expect.objectContaining({
        price: 2000,
        quantity: 1,
        payment_method: 'full_prepayment',
        payment_object: 'service',
        sno: 'usn_income',
        vat: 'vat110',
      }),
    ]);
    expect(JSON.stringify(answer.body)).not.toContain(TEST_MODULBANK_SECRET);
  });

  it('answers 401 without a session', async () => {
    expect((await api('GET', '/api/user/pay/form')).status).toBe(401);
  });
});

describe('paying through the bank', () => {
  it('extends the access by a month through the callback, and the return confirms it without extending again', async () => {
    const { token } = await registerAccount();
    const before = Date.now();
    const { transactionId, returnUrl } = await payThroughFake(token, 'pay');
    expect(returnUrl.pathname).toBe('/user');
    expect(returnUrl.searchParams.get('pay')).toBe('ok');
    const afterCallback = await validUntilOf(token);
    expect(afterCallback).not.toBeNull();
    expect(afterCallback!).toBeGreaterThanOrEqual(addPaidMonth(before));
    expect(afterCallback!).toBeLessThanOrEqual(addPaidMonth(Date.now()));

    const confirmed = await api('POST', '/api/user/pay', { token, body: { transaction_id: transactionId, time: Date.now() - 30_000 } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.validUntil).toBe(afterCallback);
    expect(confirmed.body).toMatchObject({ phone: '+7 999 123-45-67' });
    expect(JSON.stringify(confirmed.body)).not.toContain(TEST_MODULBANK_SECRET);
  });

  it('extends once however often the callback arrives', async () => {
    const { token } = await registerAccount();
    const { transactionId } = await payThroughFake(token, 'pay');
    const once = await validUntilOf(token);
    const replays = await Promise.all([resendCallback(transactionId), resendCallback(transactionId)]);
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(JSON.parse(replay.body)).toEqual({ result: 'already-applied' });
    }
    expect(await validUntilOf(token)).toBe(once);
  });

  it('extends a second payment from the end of the first', async () => {
    const { token } = await registerAccount();
    await payThroughFake(token, 'pay');
    const first = (await validUntilOf(token))!;
    await payThroughFake(token, 'pay');
    expect(await validUntilOf(token)).toBe(addPaidMonth(first));
  });

  it('sends a declined payer back with an error and extends nothing', async () => {
    const { token } = await registerAccount();
    const { transactionId, returnUrl } = await payThroughFake(token, 'decline');
    expect(returnUrl.searchParams.get('pay')).not.toBe('ok');
    expect(await validUntilOf(token)).toBeNull();
    const confirmed = await api('POST', '/api/user/pay', { token, body: { transaction_id: transactionId } });
    expect(confirmed.status).toBe(422);
    expect(confirmed.body.error.message).toMatch(/не подтвердил/);
    expect(await validUntilOf(token)).toBeNull();
  });
});

describe('the callback', () => {
  it('refuses a forged signature and a field changed after signing', async () => {
    const { token } = await registerAccount();
    const notice = {
      transaction_id: `forged${randomBytes(4).toString('hex')}`,
      order_id: orderOf(await userIdOf(token)),
      amount: '2000.00',
      state: 'COMPLETE',
      testing: '1',
      unix_timestamp: String(Math.floor(Date.now() / 1000)),
      salt: randomBytes(8).toString('hex'),
    };
    const forged = await postCallback(signed(notice, 'not-the-key'));
    expect(forged.status).toBe(401);
    expect(forged.body.error.message).toMatch(/подпись/);
    const tampered = await postCallback({ ...signed({ ...notice, amount: '1.00' }, TEST_MODULBANK_SECRET), amount: '2000.00' });
    expect(tampered.status).toBe(401);
    expect(await validUntilOf(token)).toBeNull();
  });

  it('ignores a signed notice of another amount, of the other mode, or of an unknown order', async () => {
    const { token } = await registerAccount();
    const order_id = orderOf(await userIdOf(token));
    const base = { order_id, amount: '2000.00', state: 'COMPLETE', testing: '1', unix_timestamp: String(Math.floor(Date.now() / 1000)) };
    const notices = [
      { ...base, amount: '1.00' },
      { ...base, testing: '0' },
      { ...base, order_id: 'someone-else.abc' },
      { ...base, state: 'FAILED' },
    ];
    for (const notice of notices) {
      const answer = await postCallback(
        signed({ ...notice, transaction_id: `t${randomBytes(6).toString('hex')}`, salt: 'x' }, TEST_MODULBANK_SECRET),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: 'ignored' });
    }
    expect(await validUntilOf(token)).toBeNull();
  });
});

describe('the return from the bank', () => {
  it('extends nothing while the bank says the transaction is not paid', async () => {
    const { token } = await registerAccount();
    const order_id = orderOf(await userIdOf(token));
    for (const [state, message] of [
      ['PROCESSING', /обрабатывает/],
      ['FAILED', /не подтвердил/],
    ] as const) {
      const transaction = await fakeTransaction({ order_id, amount: '2000.00', state });
      const answer = await api('POST', '/api/user/pay', { token, body: { transaction_id: transaction.transaction_id } });
      expect(answer.status).toBe(422);
      expect(answer.body.error.message).toMatch(message);
    }
    expect(await validUntilOf(token)).toBeNull();
  });

  it("refuses another clinic's transaction and a transaction the bank does not know", async () => {
    const payer = await registerAccount();
    const other = await registerAccount();
    const { transactionId } = await payThroughFake(payer.token, 'pay');
    const paid = await validUntilOf(payer.token);
    const stolen = await api('POST', '/api/user/pay', { token: other.token, body: { transaction_id: transactionId } });
    expect(stolen.status).toBe(404);
    const unknown = await api('POST', '/api/user/pay', { token: other.token, body: { transaction_id: 'nosuchtransaction' } });
    expect(unknown.status).toBe(404);
    expect(await validUntilOf(other.token)).toBeNull();
    expect(await validUntilOf(payer.token)).toBe(paid);
  });

  it('takes a paid transaction whose callback never came, once', async () => {
    const { token } = await registerAccount();
    const transaction = await fakeTransaction({ order_id: orderOf(await userIdOf(token)), amount: '2000.00', state: 'COMPLETE' });
    const [first, second] = await Promise.all(
      [1, 2].map(() => api('POST', '/api/user/pay', { token, body: { transaction_id: transaction.transaction_id } })),
    );
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(200);
    expect(first!.body.validUntil).toBe(second!.body.validUntil);
    expect(await validUntilOf(token)).toBe(first!.body.validUntil);
  });

  it('refuses a malformed transaction id in Russian', async () => {
    const { token } = await registerAccount();
    const answer = await api('POST', '/api/user/pay', { token, body: { transaction_id: '../../etc' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.messages.join(' ')).toMatch(/transaction_id/);
  });
});
