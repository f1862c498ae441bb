// The answer area of each question type on the public page (docs/contract/widget-quiz-configurator.md §3: 12 types and the untyped
// question, a textarea). The compiler refuses a type without its component (docs/question-types.md).
import type { ComponentType } from 'react';
import type { Question, QuestionOf, QuestionTypeOrNone } from '../../../shared/schemas/quiz';
import type { QuestionBodyProps } from './body-props';
import { ChoiceQuestion } from './ChoiceQuestion';
import { ContactsQuestion } from './ContactsQuestion';
import { InformationQuestion } from './InformationQuestion';
import { SelectQuestion } from './SelectQuestion';
import { TextQuestion } from './TextQuestion';
import { DentalQuestion } from './ToothChart';

export type { QuestionBodyProps } from './body-props';

/** The registry's type: one answer area per question type, each typed for its questions. */
export type QuestionBodies = { [T in QuestionTypeOrNone]: ComponentType<QuestionBodyProps<QuestionOf<T>>> };

/** The thank-you page draws its own page (QuizPage's ThankYou): no answer area. */
const NoBody = () => null;

export const questionBodies = {
  '': TextQuestion,
  text: TextQuestion,
  email: TextQuestion,
  textarea: TextQuestion,
  select: SelectQuestion,
  radio: ChoiceQuestion,
  checkbox: ChoiceQuestion,
  'radio-img': ChoiceQuestion,
  'checkbox-img': ChoiceQuestion,
  'checkbox-dental': DentalQuestion,
  information: InformationQuestion,
  contacts: ContactsQuestion,
  ThankYouPages: NoBody,
} satisfies QuestionBodies;

/** The answer area of one question, typed for it. */
export function bodyOf<Q extends Question>(question: Q): ComponentType<QuestionBodyProps<Q>> {
  return questionBodies[question.type] as ComponentType<QuestionBodyProps<Q>>;
}
