import type { Question } from '../../../shared/schemas/quiz';
import { answerOrder, quizAnswerRows } from './quiz-answers';

const questions: Question[] = [
  { _uid: '1', question: 'Что беспокоит?', type: 'radio' },
  { _uid: '2', question: 'Информация', type: 'information' },
  { _uid: '3', question: 'Какие зубы?', type: 'checkbox-dental' },
  { _uid: '4', question: 'Контакты', type: 'contacts' },
  { _uid: '5', question: 'Спасибо', type: 'ThankYouPages' },
];

describe('quiz answers for the clinic', () => {
  it('follow the question order: jaws at the tooth chart, contacts at Контакты, unknown answers last', () => {
    const data = {
      Телефон: '+7 1',
      Старый: 'да',
      'Нижняя челюсть': '15',
      connection: 'Telegram',
      'Что беспокоит?': 'Боль',
      'Верхняя челюсть': 'Вся',
    };
    expect(answerOrder(data, questions)).toEqual([
      'Что беспокоит?',
      'Верхняя челюсть',
      'Нижняя челюсть',
      'Телефон',
      'connection',
      'Старый',
    ]);
  });

  it('name teeth by FDI, label the way to call back, and leave out name, phone and empty answers', () => {
    const answers = {
      Имя: 'Анна',
      Телефон: '+7 1',
      'Верхняя челюсть': '0, 15',
      'Нижняя челюсть': 'нужна консультация',
      connection: 'Viber',
      Пусто: ' ',
    };
    expect(quizAnswerRows({ answers, answerOrder: Object.keys(answers) })).toEqual([
      ['Верхняя челюсть', '18, 28'],
      ['Нижняя челюсть', 'нужна консультация'],
      ['Способ связи', 'Viber'],
    ]);
  });
});
