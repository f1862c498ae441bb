import { SEAGULL_EMAIL_ERROR, SEAGULL_PHONE_ERROR } from '../../shared/domain/configurator/request';
import { firstRefusal } from './request-form';

const filled = { name: '', email: 'anna@mail.ru', phone: '+7 999 123-45-67' };

describe('the configurator request form check (docs/contract/widget-quiz-configurator.md §5)', () => {
  it('needs an e-mail first, says why, and stops there', () => {
    expect(firstRefusal('order', { ...filled, email: '', phone: '' })).toEqual({ field: 'email', message: SEAGULL_EMAIL_ERROR });
    expect(firstRefusal('order', { ...filled, email: 'anna@mail' })?.field).toBe('email');
    expect(firstRefusal('save', { ...filled, email: 'anna.mail.ru' })?.field).toBe('email');
  });

  it('needs the whole phone to order, not to save; the name is optional', () => {
    expect(firstRefusal('order', { ...filled, phone: '+7 999 123-45' })).toEqual({ field: 'phone', message: SEAGULL_PHONE_ERROR });
    expect(firstRefusal('save', { ...filled, phone: '' })).toBeNull();
    expect(firstRefusal('order', filled)).toBeNull();
  });
});
