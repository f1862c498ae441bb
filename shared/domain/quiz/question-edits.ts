// The builder's rules for questions (docs/contract/widget-quiz-configurator.md §4 "Quiz builder", §5 "Builder"), kept beside the
// normalisation the server applies on save (normalise.ts) so the browser shows what will be stored:
// which fields a type has, where a new question goes, what may move and what may be deleted.
import type { Question, QuestionTypeOrNone, Variant } from '../../schemas/quiz';
import { questionHasField } from '../../schemas/quiz-questions';
import { questionKinds } from './question-kinds';
import { isFixedQuestion, textKey } from './normalise';

type TypeOrNone = QuestionTypeOrNone;

/** Types a question has answer variants for. */
export const hasVariants = (type: TypeOrNone) => questionKinds[type].choice !== null;
/** Variant image upload is offered for the types that show pictures. */
export const hasVariantImages = (type: TypeOrNone) => questionKinds[type].choice?.images === true;
/** A placeholder is the hint inside a typed answer's field. */
export const hasPlaceholder = (type: TypeOrNone) => questionKinds[type].placeholder;
/** 'Вопрос можно пропустить' is not offered for information, contacts and thank-you pages. */
export const canSkip = (type: TypeOrNone) => questionKinds[type].skippable;

/** The first index of the two fixed questions (contacts, thank-you); ordinary ones stand before it. */
export function fixedStart(questions: readonly Question[]): number {
  const at = questions.findIndex(isFixedQuestion);
  return at < 0 ? questions.length : at;
}

/**
 * A new question: no type and no variants (docs/contract/widget-quiz-configurator.md §4), inserted before the fixed ones. It gets a text of
 * its own ('Новый вопрос', 'Новый вопрос 2'…): the save keeps only the first of questions with one text.
 */
export function withNewQuestion(questions: readonly Question[], uid: string): Question[] {
  const taken = new Set(questions.map((question) => textKey(question.question)));
  let text = 'Новый вопрос';
  for (let number = 2; taken.has(textKey(text)); number += 1) text = `Новый вопрос ${number}`;
  const at = fixedStart(questions);
  return [...questions.slice(0, at), { _uid: uid, question: text, type: '' }, ...questions.slice(at)];
}

/** The question at `from` moved to `to`; fixed questions neither move nor are passed. */
export function withQuestionMoved(questions: readonly Question[], from: number, to: number): Question[] {
  const last = fixedStart(questions) - 1;
  if (from < 0 || from > last || to < 0 || to > last || from === to) return [...questions];
  const next = [...questions];
  const [question] = next.splice(from, 1);
  next.splice(to, 0, question!);
  return next;
}

/** The list without the question `uid`; a fixed question stays. */
export function withQuestionRemoved(questions: readonly Question[], uid: string): Question[] {
  return questions.filter((question) => question._uid !== uid || isFixedQuestion(question));
}

/** A question given another type: it keeps only the fields the new type has (variants, placeholder, skip…). */
export function withQuestionType(question: Question, type: TypeOrNone): Question {
  const kept = Object.entries(question).filter(
    ([field, value]) => value !== undefined && field !== 'type' && questionHasField(type, field),
  );
  const next = { ...Object.fromEntries(kept), type } as Question & { variants?: Variant[] };
  if (hasVariants(type)) next.variants = variantsFor(type, next.variants ?? []);
  return next;
}

/** Variants keep their pictures only where the type shows them. */
function variantsFor(type: TypeOrNone, variants: readonly Variant[]): Variant[] {
  return hasVariantImages(type) ? [...variants] : variants.map(({ img: _img, ...variant }) => variant);
}

/**
 * Ordinary questions the save would drop (normalise.ts keeps the first of questions with one text, and
 * the fixed ones over an ordinary one): their ids, so the builder can say so at the field.
 */
export function duplicateQuestionUids(questions: readonly Question[]): Set<string> {
  const taken = new Set(questions.filter(isFixedQuestion).map((question) => textKey(question.question)));
  const duplicates = new Set<string>();
  for (const question of questions) {
    if (isFixedQuestion(question)) continue;
    const key = textKey(question.question);
    if (taken.has(key)) duplicates.add(question._uid);
    taken.add(key);
  }
  return duplicates;
}
