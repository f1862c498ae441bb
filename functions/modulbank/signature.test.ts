import { hasValidSignature, modulbankSignature, signed, signingText } from './signature';

// A test vector: the contract's steps applied by an independent implementation (Python's hashlib and
// base64 over these exact fields), so a mistake in ours cannot hide in the expected value.
const SECRET = '0123456789abcdef0123456789abcdef';
const FIELDS = {
  merchant: 'ad25ef06-1824-413f-8ef1-c08115b9b979',
  amount: '1500.00',
  order_id: 'order-42',
  description: 'Оплата тарифа «Бета»',
  success_url: 'https://dentlead.ru/user?pay=ok',
  testing: '1',
  unix_timestamp: '1700000000',
  salt: 'dPpYsOaHmxSqiLtGCNoREjrK',
  client_email: '',
  signature: 'ignored',
};
const EXPECTED = 'f3a864ba0c5afde7e4ae7eb14bebe3a6cc6cd1cf';

describe('the Modulbank signature', () => {
  it('signs the test vector', () => {
    expect(modulbankSignature(FIELDS, SECRET)).toBe(EXPECTED);
  });

  it('builds the sorted base64 line of the contract, without the signature and the empty values', () => {
    const text = signingText(FIELDS);
    expect(text.startsWith('amount=MTUwMC4wMA==&description=')).toBe(true);
    expect(text).toContain('&testing=MQ==&');
    expect(text).not.toContain('signature=');
    expect(text).not.toContain('client_email=');
    expect(text.split('&').map((part) => part.split('=')[0])).toEqual([
      'amount',
      'description',
      'merchant',
      'order_id',
      'salt',
      'success_url',
      'testing',
      'unix_timestamp',
    ]);
  });

  it('accepts its own signature in any case and refuses a changed field or another secret', () => {
    const form = signed(FIELDS, SECRET);
    expect(hasValidSignature(form, SECRET)).toBe(true);
    expect(hasValidSignature({ ...form, signature: form.signature.toUpperCase() }, SECRET)).toBe(true);
    expect(hasValidSignature({ ...form, amount: '1.00' }, SECRET)).toBe(false);
    expect(hasValidSignature(form, 'another secret')).toBe(false);
    expect(hasValidSignature({ ...form, signature: undefined }, SECRET)).toBe(false);
  });
});
