import type { Question, QuizFields } from '../../../../../shared/schemas/quiz';
import { rebasePendingEdit } from './adopt-saved';

const ask = (uid: string, question: string): Question => ({ _uid: uid, question, type: 'text' });
const contacts: Question = { _uid: 'c9', question: 'Контакты', type: 'contacts' };
const thanks: Question = { _uid: 't9', question: 'Спасибо', type: 'ThankYouPages' };

// What the save carried: the A/B variant just switched on, without its fixed questions.
const sent: QuizFields = { name: 'Квиз', ABTestBool: true, ABTestObj: { header: 'Б', questions: [ask('b1', 'Боль?')] } };
// What the server stored: the variant normalised, Контакты and the thank-you page added with their ids.
const stored: QuizFields = { ...sent, ABTestObj: { header: 'Б', questions: [ask('b1', 'Боль?'), contacts, thanks] } };

describe('rebasing an edit made during a save onto the saved quiz', () => {
  it('is the saved quiz when nothing changed meanwhile', () => {
    expect(rebasePendingEdit(sent, sent, stored)).toEqual(stored);
  });

  it("keeps the server's added questions under the user's new texts in the same variant", () => {
    const mine: QuizFields = { ...sent, name: 'Квиз 2', ABTestObj: { header: 'Вариант Б', questions: [ask('b1', 'Боль?')] } };
    expect(rebasePendingEdit(sent, mine, stored)).toEqual({
      ...stored,
      name: 'Квиз 2',
      ABTestObj: { header: 'Вариант Б', questions: [ask('b1', 'Боль?'), contacts, thanks] },
    });
  });

  it("matches questions by _uid: the user's edit and new question, then what only the server added", () => {
    const mine: QuizFields = { ...sent, ABTestObj: { header: 'Б', questions: [ask('b1', 'Где болит?'), ask('b2', 'Когда?')] } };
    expect(rebasePendingEdit(sent, mine, stored).ABTestObj?.questions).toEqual([
      ask('b1', 'Где болит?'),
      ask('b2', 'Когда?'),
      contacts,
      thanks,
    ]);
  });

  it("keeps the user's value where both sides changed one thing, and a question the user deleted stays deleted", () => {
    const mine: QuizFields = { ...sent, ABTestObj: { header: 'Мой', questions: [] } };
    const theirs: QuizFields = { ...stored, ABTestObj: { ...stored.ABTestObj, header: 'Их' } };
    expect(rebasePendingEdit(sent, mine, theirs).ABTestObj).toEqual({ header: 'Мой', questions: [contacts, thanks] });
  });
});
