// What a patient has answered so far, whether a page may be left, and the answer object POST
// /api/quiz/send takes (docs/contract/widget-quiz-configurator.md §3 "Answer object", §5 "Public quiz"): each question's part comes
// from its kind (shared/domain/quiz/question-kinds.ts).
import type { Question } from '../../shared/schemas/quiz';
import { ANSWER_KEYS } from '../../shared/domain/quiz/answer-keys';
import type { Answers, Problem } from '../../shared/domain/quiz/answer-values';
import { kindOf } from '../../shared/domain/quiz/question-kinds';
import { describeJawAnswer, jawOfAnswerKey } from '../../shared/domain/quiz/teeth';

export {
  type Answer,
  type Answers,
  type ContactsAnswer,
  choicesOf,
  contactsOf,
  EMPTY_CONTACTS,
  type Problem,
  teethOf,
  textOf,
} from '../../shared/domain/quiz/answer-values';

export function problemOf(question: Question, answers: Answers): Problem {
  return kindOf(question).problem(question, answers);
}

/** The answer object: question text → answer, choices joined by ', ', teeth by jaw, contacts by their keys. */
export function answerObject(questions: readonly Question[], answers: Answers): Record<string, string> {
  const data: Record<string, string> = {};
  for (const question of questions) Object.assign(data, kindOf(question).answerEntries(question, answers));
  return data;
}

/** The estimate panel 'Ваш расчёт': the answers without the contact fields (docs/contract/widget-quiz-configurator.md §2), teeth read as the clinic reads them. */
export function estimateLines(questions: readonly Question[], answers: Answers): Array<[string, string]> {
  const hidden = new Set<string>(Object.values(ANSWER_KEYS));
  return Object.entries(answerObject(questions, answers))
    .filter(([key]) => !hidden.has(key))
    .map(([key, value]) => {
      const jaw = jawOfAnswerKey(key);
      return [key, jaw ? describeJawAnswer(jaw, value) : value];
    });
}
