import { firstInvalidField } from './request-form';

const filled = { name: '', email: 'anna@mail.ru', phone: '+7 999 123-45-67' };

describe('the configurator request form check (spec §5)', () => {
  it('needs an e-mail with @ and a dot first, and stops there', () => {
    expect(firstInvalidField('order', { ...filled, email: '', phone: '' })).toBe('email');
    expect(firstInvalidField('order', { ...filled, email: 'anna@mail' })).toBe('email');
    expect(firstInvalidField('save', { ...filled, email: 'anna.mail.ru' })).toBe('email');
  });

  it('needs the whole phone to order, not to save; the name is optional', () => {
    expect(firstInvalidField('order', { ...filled, phone: '+7 999 123-45' })).toBe('phone');
    expect(firstInvalidField('save', { ...filled, phone: '' })).toBeUndefined();
    expect(firstInvalidField('order', filled)).toBeUndefined();
  });
});
