// What the builder calls each question type (docs/contract/widget-quiz-configurator.md §3) and the fields it edits: for an ordinary
// type the part under its text, type and explanation; for a fixed one (contacts, thank-you) all of it.
// The compiler refuses a type without its entry (docs/question-types.md). The type list offers the
// ordinary types in this order.
import type { ComponentType } from 'react';
import { questionKinds } from '../../../../../../shared/domain/quiz/question-kinds';
import type { Question, QuestionOf, QuestionTypeOrNone } from '../../../../../../shared/schemas/quiz';
import type { QuestionFieldsProps } from './editor-props';
import { ContactsFields, ThankYouFields } from './FixedQuestionFields';
import { InformationFields, NoFields, PlaceholderField } from './TypeFields';
import { SelectVariantsFields, VariantsFields } from './VariantsFields';

export interface QuestionEditor<Q extends Question> {
  label: string;
  Fields: ComponentType<QuestionFieldsProps<Q>>;
}

/** The registry's type: one editor per question type, each typed for its questions. */
export type QuestionEditors = { [T in QuestionTypeOrNone]: QuestionEditor<QuestionOf<T>> };

export const questionEditors = {
  '': { label: 'Не выбран (развёрнутый ответ)', Fields: PlaceholderField },
  radio: { label: 'Один вариант', Fields: VariantsFields },
  checkbox: { label: 'Несколько вариантов', Fields: VariantsFields },
  'radio-img': { label: 'Один вариант с картинками', Fields: VariantsFields },
  'checkbox-img': { label: 'Несколько вариантов с картинками', Fields: VariantsFields },
  select: { label: 'Выпадающий список', Fields: SelectVariantsFields },
  text: { label: 'Строка', Fields: PlaceholderField },
  email: { label: 'Email', Fields: PlaceholderField },
  textarea: { label: 'Развёрнутый ответ', Fields: PlaceholderField },
  'checkbox-dental': { label: 'Выбор зубов', Fields: NoFields },
  information: { label: 'Информация', Fields: InformationFields },
  contacts: { label: 'Форма контактов', Fields: ContactsFields },
  ThankYouPages: { label: 'Страница благодарности', Fields: ThankYouFields },
} satisfies QuestionEditors;

/** The editor of one question, typed for it. */
export function editorOf<Q extends Question>(question: Q): QuestionEditor<Q> {
  return questionEditors[question.type] as unknown as QuestionEditor<Q>;
}

/** The types an ordinary question may take, as the type list offers them. */
export const ORDINARY_TYPE_LABELS: ReadonlyArray<{ value: QuestionTypeOrNone; label: string }> = (
  Object.keys(questionEditors) as QuestionTypeOrNone[]
)
  .filter((type) => !questionKinds[type].fixed)
  .map((type) => ({ value: type, label: questionEditors[type].label }));

export function typeLabel(type: QuestionTypeOrNone): string {
  return questionEditors[type].label;
}
