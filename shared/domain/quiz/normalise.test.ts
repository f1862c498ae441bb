import { quizInputSchema, type Question, type QuestionOf } from '../../schemas/quiz';
import {
  CONTACTS_TITLE,
  DEFAULT_THANK_YOU_TITLE,
  newQuizQuestions,
  normaliseQuestions,
  normaliseQuiz,
  rightSectionsFromLegacy,
} from './normalise';

function uids(): () => string {
  let next = 0;
  return () => `new-${++next}`;
}
const ask = (question: string, extra: Partial<QuestionOf<'radio'>> = {}): Question => ({
  _uid: question,
  question,
  type: 'radio',
  ...extra,
});
const summary = (questions: Question[]) => questions.map((question) => `${question.type}:${question.question}`);

describe('the questions of a saved quiz', () => {
  it('start a new quiz with contacts (name and phone on) and the thank-you page', () => {
    const [contacts, thankYou] = newQuizQuestions(uids());
    expect(contacts).toMatchObject({
      type: 'contacts',
      question: CONTACTS_TITLE,
      contacts: { name: { bool: true }, phone: { bool: true } },
    });
    expect(thankYou).toMatchObject({ type: 'ThankYouPages', question: DEFAULT_THANK_YOU_TITLE });
  });

  it('add the missing contacts and thank-you questions after the ordinary ones', () => {
    expect(summary(normaliseQuestions([ask('Что беспокоит?')], uids()))).toEqual([
      'radio:Что беспокоит?',
      `contacts:${CONTACTS_TITLE}`,
      `ThankYouPages:${DEFAULT_THANK_YOU_TITLE}`,
    ]);
  });

  it('keep one contacts and one thank-you question, move them last, and rename contacts', () => {
    const questions: Question[] = [
      { _uid: 't1', question: 'Спасибо!', type: 'ThankYouPages' },
      { _uid: 'c1', question: 'Ваши данные', type: 'contacts' },
      ask('Сколько зубов?'),
      { _uid: 'c2', question: 'Контакты 2', type: 'contacts' },
      { _uid: 't2', question: 'Ещё спасибо', type: 'ThankYouPages' },
    ];
    const result = normaliseQuestions(questions, uids());
    expect(summary(result)).toEqual(['radio:Сколько зубов?', `contacts:${CONTACTS_TITLE}`, 'ThankYouPages:Спасибо!']);
    expect(result.map((question) => question._uid)).toEqual(['Сколько зубов?', 'c1', 't1']);
  });

  it('drop questions whose text repeats an earlier one or a fixed one, ignoring case and spaces', () => {
    const questions = [ask('Возраст'), ask(' возраст '), ask('Контакты'), ask('Пол')];
    expect(summary(normaliseQuestions(questions, uids())).slice(0, -2)).toEqual(['radio:Возраст', 'radio:Пол']);
  });

  it('drop repeated variants of a question, keeping the first', () => {
    const question = ask('Пол', {
      variants: [{ text: 'Мужской' }, { text: 'Женский', img: 'a.png' }, { text: 'женский' }],
    });
    expect(normaliseQuestions([question], uids())[0]).toHaveProperty('variants', [{ text: 'Мужской' }, { text: 'Женский', img: 'a.png' }]);
  });

  it('are stable: normalising twice changes nothing more', () => {
    const once = normaliseQuestions([ask('A'), ask('a'), { _uid: 'x', question: 'x', type: 'contacts' }], uids());
    expect(normaliseQuestions(once, uids())).toEqual(once);
  });
});

describe('the page of a saved quiz', () => {
  it('turns a legacy photoRight string or list into full-height one-image sections', () => {
    expect(rightSectionsFromLegacy('a.png')).toEqual([{ img: ['a.png'], countImg: 1, height: 100 }]);
    expect(rightSectionsFromLegacy(['a.png', 'b.png', 'a.png', ''])).toEqual([
      { img: ['a.png'], countImg: 1, height: 100 },
      { img: ['b.png'], countImg: 1, height: 100 },
    ]);
  });

  it('uses photoRight only when there are no right sections, and removes duplicates everywhere', () => {
    const quiz = quizInputSchema.parse({
      name: 'Квиз',
      photoRight: ['old.png'],
      rightSectionList: [
        { title: 'Клиника', img: ['1.png', '1.png', '2.png'] },
        { title: 'Клиника', img: ['1.png', '2.png'] },
      ],
      actionList: [{ header: 'Скидка' }, { header: 'Скидка' }],
      mobileVersionQuiz: { actionList: JSON.stringify([{ header: 'Акция' }, { header: 'Акция' }]) },
      questions: [],
    });
    const result = normaliseQuiz(quiz, uids());
    expect(result.rightSectionList).toEqual([{ title: 'Клиника', img: ['1.png', '2.png'] }]);
    expect(result.actionList).toEqual([{ header: 'Скидка' }]);
    expect(result.mobileVersionQuiz?.actionList).toEqual([{ header: 'Акция' }]);
    expect(result).not.toHaveProperty('photoRight');
    expect(summary(result.questions!)).toEqual([`contacts:${CONTACTS_TITLE}`, `ThankYouPages:${DEFAULT_THANK_YOU_TITLE}`]);
  });

  it('normalises the A/B variant the same way', () => {
    const quiz = quizInputSchema.parse({
      name: 'Квиз',
      ABTestBool: true,
      ABTestObj: { photoRight: 'b.png', questions: [{ _uid: '1', question: 'Да?', type: 'textArea' }] },
    });
    const variant = normaliseQuiz(quiz, uids()).ABTestObj!;
    expect(variant.rightSectionList).toEqual([{ img: ['b.png'], countImg: 1, height: 100 }]);
    expect(summary(variant.questions!)).toEqual(['textarea:Да?', `contacts:${CONTACTS_TITLE}`, `ThankYouPages:${DEFAULT_THANK_YOU_TITLE}`]);
  });
});

describe('the quiz schema', () => {
  it('refuses an unknown question type and a mobile action list that is not JSON, in Russian', () => {
    const unknownType = quizInputSchema.safeParse({ name: 'К', questions: [{ _uid: '1', question: 'В', type: 'slider' }] });
    expect(unknownType.error?.issues[0]?.message).toBe('Неизвестный тип вопроса: slider');
    const badJson = quizInputSchema.safeParse({ name: 'К', mobileVersionQuiz: { actionList: '[{' } });
    expect(badJson.error?.issues[0]?.message).toBe('Акции: текст не является списком JSON');
  });

  it('strips whitespace from the custom URL and allows only URL-safe characters', () => {
    expect(quizInputSchema.parse({ name: 'К', customUrl: ' implant  2026 ' }).customUrl).toBe('implant2026');
    expect(quizInputSchema.safeParse({ name: 'К', customUrl: 'имплант' }).error?.issues[0]?.message).toBe(
      'Ссылка: только латинские буквы, цифры, «-» и «_»',
    );
  });
});
