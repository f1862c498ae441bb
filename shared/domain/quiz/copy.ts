// 'Скопировать' in 'Мои квизы' (docs/contract/cabinet.md §7): the copy is the whole quiz posted as a new one,
// without its id (and the owner's bookkeeping) and without its custom URL (that stays the original's),
// named '<name> (копия)', and with the contacts question asking for the name and the phone.
import { QUIZ_LIMITS, type Question, type QuizFields } from '../../schemas/quiz';
import { quizFieldsOf, type QuizWithBookkeeping } from './quiz-fields';

export const COPY_SUFFIX = ' (копия)';

/** The name of a copy, shortened so that it stays within the name limit with its suffix. */
export function copyName(name: string): string {
  return `${name.slice(0, QUIZ_LIMITS.name - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

function withNameAndPhone(question: Question): Question {
  if (question.type !== 'contacts' || !question.contacts) return question;
  const { contacts } = question;
  return { ...question, contacts: { ...contacts, name: { ...contacts.name, bool: true }, phone: { ...contacts.phone, bool: true } } };
}

export function quizCopyOf(quiz: QuizWithBookkeeping): QuizFields {
  const { customUrl, ...fields } = quizFieldsOf(quiz);
  const copy: QuizFields = { ...structuredClone(fields), name: copyName(quiz.name) };
  if (copy.questions) copy.questions = copy.questions.map(withNameAndPhone);
  if (copy.ABTestObj?.questions) copy.ABTestObj.questions = copy.ABTestObj.questions.map(withNameAndPhone);
  return copy;
}
