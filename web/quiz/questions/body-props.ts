// What the page gives every question's answer area (the body registry, index.ts).
import type { Question } from '../../../shared/schemas/quiz';
import type { Answer, Answers, Problem } from '../answers';

export interface QuestionBodyProps<Q extends Question = Question> {
  question: Q;
  answers: Answers;
  problem: Problem;
  onAnswer: (answer: Answer) => void;
  /** A pick was made (a radio moves on by itself after it, question-kinds.ts autoAdvance). */
  onPicked: () => void;
}
