import { hasValidSignature } from '../../modulbank/signature';
import type { Account } from '../../store/accounts';
import { userIdOfOrder } from './order';
import { paymentFields, paymentFormFor, receiptItems } from './payment-form';
import { BETA_TARIFF } from '../../../shared/domain/tariffs';

const account: Account = {
  id: '5f0c2a4e-8a51-4c2e-9d7b-0a1b2c3d4e5f',
  name: 'Клиника Улыбка',
  email: 'clinic@example.ru',
  phone: '8 999 123-45-67',
  passwordHash: 'scrypt$secret-hash',
  validUntil: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const settings = {
  bankUrl: 'https://pay.modulbank.ru',
  merchant: 'merchant-1',
  testing: true,
  siteUrl: 'https://dentlead.ru',
  secret: 'the-key',
};
const moment = { now: new Date('2026-11-24T08:00:00Z'), salt: 'salt-1', orderNonce: 'abc123' };
const fieldsOf = (overrides = {}) => Object.fromEntries(paymentFields(account, { ...settings, ...overrides }, moment));

describe('the payment form fields', () => {
  it('has the spec fields, the account normalised phone and e-mail, and the amount in bank format', () => {
    expect(fieldsOf()).toMatchObject({
      testing: '1',
      order_id: `${account.id}.abc123`,
      amount: '2000.00',
      merchant: 'merchant-1',
      client_phone: '+79991234567',
      client_email: 'clinic@example.ru',
      receipt_contact: 'clinic@example.ru',
      success_url: 'https://dentlead.ru/user?pay=ok',
      callback_url: 'https://dentlead.ru/api/payment/modulbank/callback',
      unix_timestamp: String(Date.parse('2026-11-24T08:00:00Z') / 1000),
      salt: 'salt-1',
    });
  });

  it('leaves testing out in production', () => {
    expect(fieldsOf({ testing: false })).not.toHaveProperty('testing');
  });

  it('is signed over every other field, the receipt as the exact JSON text sent', () => {
    const fields = fieldsOf();
    expect(hasValidSignature(fields, 'the-key')).toBe(true);
    expect(hasValidSignature({ ...fields, receipt_items: JSON.stringify(JSON.parse(fields.receipt_items!), null, 1) }, 'the-key')).toBe(
      false,
    );
    expect(JSON.parse(fields.receipt_items!)).toEqual(receiptItems(BETA_TARIFF));
  });

  it('carries no secret: neither the key nor the password hash', () => {
    const text = JSON.stringify(paymentFormFor(account, settings));
    expect(text).not.toContain('the-key');
    expect(text).not.toContain('scrypt');
  });

  it('names the account in its order id, and only ours', () => {
    expect(userIdOfOrder(fieldsOf().order_id!)).toBe(account.id);
    expect(userIdOfOrder('not-ours.abc')).toBeUndefined();
    expect(userIdOfOrder(account.id)).toBeUndefined();
  });
});

describe('the receipt', () => {
  it('is one full-prepayment service item of the tariff whose sum is the amount', () => {
    const items = receiptItems(BETA_TARIFF);
    expect(items).toEqual([
      {
        name: 'Доступ к сервису ДентЛид, тариф «Бета», 1 месяц',
        price: 2000,
        quantity: 1,
        sno: 'usn_income',
        vat: 'vat110',
        payment_object: 'service',
        payment_method: 'full_prepayment',
      },
    ]);
    expect(items.reduce((sum, item) => sum + item.price * item.quantity, 0).toFixed(2)).toBe(fieldsOf().amount);
  });
});
