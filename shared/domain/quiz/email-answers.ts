// A quiz's Email questions (type 'email'): the page and POST /api/quiz/send hold the answer to the
// product's e-mail rule (shared/email.ts); a question that may be skipped may be left empty.
import { isEmailAddress } from '../../email';
import type { Question } from '../../schemas/quiz';
import { questionAnswerKey } from './answer-keys';

export const EMAIL_ANSWER_MESSAGE = 'Введите email, например anna@mail.ru';

/** Why the answer to an Email question cannot be sent, or null. */
export function emailAnswerProblem(question: { skip?: boolean }, answer: string): string | null {
  if (answer.trim() === '') return question.skip ? null : EMAIL_ANSWER_MESSAGE;
  return isEmailAddress(answer) ? null : EMAIL_ANSWER_MESSAGE;
}

/** Per answer key (the question's text), the message for each answer of the quiz's Email questions that is no e-mail. */
export function emailAnswerProblems(questions: readonly Question[], answers: Readonly<Record<string, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const key = questionAnswerKey(question.question);
    const answer = answers[key];
    if (question.type !== 'email' || answer === undefined) continue;
    const problem = emailAnswerProblem(question, answer);
    if (problem) problems[key] = problem;
  }
  return problems;
}
