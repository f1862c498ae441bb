// Edits of a quiz's own fields as the forms make them. An emptied text leaves the quiz rather than
// staying as '' (the public page then falls back to its default text, and a cleared custom URL frees it).
import type { QuizFields } from '../../../../../shared/schemas/quiz';

type TextKey = { [K in keyof QuizFields]-?: NonNullable<QuizFields[K]> extends string ? K : never }[keyof QuizFields];
type FlagKey = { [K in keyof QuizFields]-?: NonNullable<QuizFields[K]> extends boolean ? K : never }[keyof QuizFields];
export type ContactButtonSide = 'pc' | 'mobile';

export function withText(quiz: QuizFields, key: TextKey, value: string): QuizFields {
  const { [key]: _old, ...rest } = quiz;
  return (value === '' ? rest : { ...rest, [key]: value }) as QuizFields;
}

export function withFlag(quiz: QuizFields, key: FlagKey, value: boolean): QuizFields {
  return { ...quiz, [key]: value };
}

/** The contacts form's button text on one side; the object goes when both sides are empty. */
export function withContactButton(quiz: QuizFields, side: ContactButtonSide, value: string): QuizFields {
  const { textContactButton, ...rest } = quiz;
  const { [side]: _old, ...other } = textContactButton ?? {};
  const next = value === '' ? other : { ...other, [side]: value };
  return Object.keys(next).length === 0 ? rest : { ...rest, textContactButton: next };
}

/** docs/contract/widget-quiz-configurator.md §5 "Builder": whitespace is stripped from a custom URL as it is typed. */
export const customUrlOf = (typed: string) => typed.replace(/\s+/g, '');
