import type { Question } from '../../shared/schemas/quiz';
import { NO_TEETH, toggleConsultation, toggleTooth } from '../../shared/domain/quiz/teeth';
import { UNTITLED_QUESTION_KEY } from '../../shared/domain/quiz/answer-keys';
import { answerObject, EMPTY_CONTACTS, estimateLines, problemOf } from './answers';

const contacts: Question = { _uid: 'c', question: 'Контакты', type: 'contacts' };
const radio: Question = { _uid: 'r', question: 'Что беспокоит?', type: 'radio', variants: [{ text: 'Боль' }, { text: 'Эстетика' }] };
const checkbox: Question = { _uid: 'x', question: 'Что важно?', type: 'checkbox' };
const dental: Question = { _uid: 'd', question: 'Какие зубы?', type: 'checkbox-dental' };
const comment: Question = { _uid: 't', question: 'Комментарий', type: 'textarea' };

describe('leaving a quiz page', () => {
  it('needs a choice, a tooth or an option, or text, unless the question may be skipped', () => {
    expect(problemOf(radio, {})).toEqual({ field: 'answer', message: 'Выберите вариант ответа' });
    expect(problemOf(radio, { r: 'Боль' })).toBeNull();
    const select: Question = { _uid: 's', question: 'Филиал', type: 'select', variants: [{ text: 'Тверская' }] };
    expect(problemOf(select, {})?.message).toBe('Выберите вариант ответа');
    expect(problemOf(select, { s: ['Тверская'] })).toBeNull();
    expect(problemOf(dental, { d: NO_TEETH })?.message).toBe('Отметьте зубы или выберите вариант');
    expect(problemOf(dental, { d: toggleConsultation(NO_TEETH) })).toBeNull();
    expect(problemOf(comment, { t: '   ' })?.message).toBe('Заполните поле');
    expect(problemOf({ ...comment, skip: true }, {})).toBeNull();
    expect(problemOf({ _uid: 'i', question: 'О клинике', type: 'information' }, {})).toBeNull();
  });

  it('needs a phone with digits, or a Telegram nickname, and a well-formed e-mail only when one is given', () => {
    expect(problemOf(contacts, { c: { ...EMPTY_CONTACTS, phone: '+7 ' } })).toEqual({ field: 'phone', message: 'Введите номер телефона' });
    expect(problemOf(contacts, { c: { ...EMPTY_CONTACTS, phone: '+7 999 123-45-67' } })).toBeNull();
    expect(problemOf(contacts, { c: { ...EMPTY_CONTACTS, connection: 'Telegram', phone: '' } })?.message).toBe(
      'Введите телефон или ник в Telegram',
    );
    expect(problemOf(contacts, { c: { ...EMPTY_CONTACTS, phone: '+7 999 123-45-67', email: 'anna@' } })?.field).toBe('email');
  });

  it('never lets the contacts page go without a phone, even where a stored quiz left a skip on it', () => {
    const skipped = { ...contacts, skip: true } as Question;
    expect(problemOf(skipped, { c: EMPTY_CONTACTS })).toEqual({ field: 'phone', message: 'Введите номер телефона' });
  });

  it('holds an Email question to the e-mail rule, also when it may be skipped (then it may stay empty)', () => {
    const email: Question = { _uid: 'e', question: 'Куда прислать памятку?', type: 'email', skip: true };
    expect(problemOf(email, { e: 'not-an-email' })).toEqual({ field: 'answer', message: 'Введите email, например anna@mail.ru' });
    expect(problemOf(email, {})).toBeNull();
    expect(problemOf({ ...email, skip: false }, {})?.message).toBe('Введите email, например anna@mail.ru');
    expect(problemOf(email, { e: ' anna@mail.ru ' })).toBeNull();
  });
});

describe('the answer object', () => {
  it('keys answers by question text, joins choices, splits teeth by jaw, and names the contact fields', () => {
    const answers = {
      r: 'Боль',
      x: ['Цена', 'Скорость'],
      d: toggleTooth(NO_TEETH, 'maxilla', 3),
      t: '  ',
      c: { name: 'Анна', email: '', phone: '+7 999 123-45-67', connection: 'Whats App' as const },
    };
    expect(answerObject([radio, checkbox, dental, comment, contacts], answers)).toEqual({
      'Что беспокоит?': 'Боль',
      'Что важно?': 'Цена, Скорость',
      'Верхняя челюсть': '3',
      Имя: 'Анна',
      Телефон: '+7 999 123-45-67',
      connection: 'Whats App',
    });
    expect(estimateLines([radio, contacts], answers)).toEqual([['Что беспокоит?', 'Боль']]);
    expect(estimateLines([dental], answers)).toEqual([['Верхняя челюсть', '15']]);
  });

  it('never keys an answer by an empty text: a question without text has its own key (the server refuses empty keys)', () => {
    const untitled: Question = { _uid: 'u', question: '  ', type: 'text' };
    expect(answerObject([untitled, contacts], { u: 'Да', c: { ...EMPTY_CONTACTS, phone: '+7 999 123-45-67' } })).toMatchObject({
      [UNTITLED_QUESTION_KEY]: 'Да',
    });
  });
});
