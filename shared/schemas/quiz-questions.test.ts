import * as z from 'zod/mini';
import { type Question, questionSchema } from './quiz-questions';

const parse = (question: unknown) => z.safeParse(questionSchema, question);

describe('a question as stored quizzes and old clients send it', () => {
  it('keeps only the fields its type has: variants left on a question made a text one go', () => {
    const parsed = parse({ _uid: 'a', question: 'Имя?', type: 'text', variants: [{ text: 'Да' }], vertical: true, placeholder: 'Анна' });
    expect(parsed.data).toEqual({ _uid: 'a', question: 'Имя?', type: 'text', placeholder: 'Анна' });
  });

  it('drops a skip left on the contacts question, which must always be answered', () => {
    expect(parse({ _uid: 'c', question: 'Контакты', type: 'contacts', skip: true, phoneMask: true }).data).toEqual({
      _uid: 'c',
      question: 'Контакты',
      type: 'contacts',
      phoneMask: true,
    });
  });

  it("reads 'textArea' as 'textarea'", () => {
    expect(parse({ _uid: 't', question: 'Комментарий', type: 'textArea' }).data?.type).toBe('textarea');
  });

  it('refuses a field no type has, an unknown type and a question that is no object, in Russian', () => {
    expect(parse({ _uid: 'a', question: 'Имя?', type: 'text', isAdmin: true }).error?.issues[0]?.message).toBe('Неизвестное поле: isAdmin');
    expect(parse({ _uid: 'a', question: 'Имя?', type: 'slider' }).error?.issues[0]?.message).toBe('Неизвестный тип вопроса: slider');
    expect(parse({ _uid: 'a', question: 'Имя?', type: 'constructor' }).error?.issues[0]?.message).toBe(
      'Неизвестный тип вопроса: constructor',
    );
    expect(parse('вопрос').error?.issues[0]?.message).toBe('Вопрос: ожидается объект');
  });

  it('checks the fields of its type as before', () => {
    const radio = parse({ _uid: 'r', question: 'Что беспокоит?', type: 'radio', variants: 'Боль' });
    expect(radio.error?.issues[0]?.message).toBe('Варианты ответа: ожидается список');
    const parsed: Question | undefined = parse({
      _uid: 'r',
      question: ' Что беспокоит? ',
      type: 'radio',
      variants: [{ text: 'Боль' }],
    }).data;
    expect(parsed).toEqual({ _uid: 'r', question: 'Что беспокоит?', type: 'radio', variants: [{ text: 'Боль' }] });
  });
});
