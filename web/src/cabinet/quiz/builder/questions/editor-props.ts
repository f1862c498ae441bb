// What the questions tab gives each type's fields in the builder (the editor registry, editors.ts).
import type { Question } from '../../../../../../shared/schemas/quiz';
import type { QuizUploadTarget } from '../../quiz-api';
import type { Branching } from './BranchField';

export interface QuestionFieldsProps<Q extends Question = Question> {
  question: Q;
  /** The question's place in the list, for the fields' labels. */
  number: number;
  onChange: (question: Question) => void;
  target: QuizUploadTarget;
  /** The page's questions and this question's rule problems, for its variants' branch rules (choice types). */
  branching?: Branching;
}
