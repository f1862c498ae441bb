import { callbackContactsQuestion } from './contacts-question';
import { newContactsQuestion } from './normalise';

describe('the contacts step of a template or the demo calculator', () => {
  it('asks name and phone under its header and offers phone, WhatsApp and Telegram, not Viber', () => {
    const question = callbackContactsQuestion('Куда отправить расчёт?');
    expect(question).toMatchObject({ _uid: 'contacts', type: 'contacts', header: 'Куда отправить расчёт?', phoneMask: true });
    expect(question.contacts).toEqual({ name: { bool: true, placeholder: 'Ваше имя' }, email: { bool: false }, phone: { bool: true } });
    expect(question.connection?.filter((method) => method.bool).map((method) => method.text)).toEqual(['Телефон', 'Whats App', 'Telegram']);
  });

  it("keeps a new quiz's defaults otherwise: the same title, country and methods listed", () => {
    const fresh = newContactsQuestion('contacts');
    const question = callbackContactsQuestion('Как с вами связаться?');
    expect(question.question).toBe(fresh.question);
    expect(question.country).toBe(fresh.country);
    expect(question.connection?.map((method) => method.text)).toEqual(fresh.connection?.map((method) => method.text));
  });
});
