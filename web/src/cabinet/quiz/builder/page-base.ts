// Where a page's fields live in the quiz, as a JSON-pointer base: '' for the main quiz, '/ABTestObj'
// for the A/B variant (docs/contract/widget-quiz-configurator.md §4: both edited through the same get/set). The landing page and
// questions editors take a base and never name the variant themselves.
import type { AbTestVariant, QuizFields } from '../../../../../shared/schemas/quiz';

export type PageBase = '' | '/ABTestObj';
export type PageFields = AbTestVariant;

export function pageAt(quiz: QuizFields, base: PageBase): PageFields {
  return base === '' ? quiz : (quiz.ABTestObj ?? {});
}

/** The quiz with the page at `base` updated; an update spreads the page it gets, so the main quiz keeps its other fields. */
export function withPageAt(quiz: QuizFields, base: PageBase, update: (page: PageFields) => PageFields): QuizFields {
  if (base === '') return update(quiz) as QuizFields;
  return { ...quiz, ABTestObj: update(quiz.ABTestObj ?? {}) };
}

/** A page field set, or taken away when emptied (the public page then shows its default). */
export function withField<P extends object, K extends keyof P>(page: P, key: K, value: P[K] | undefined): P {
  const { [key]: _old, ...rest } = page;
  const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return (empty ? rest : { ...rest, [key]: value }) as P;
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

const PAGE_KEYS = [
  'header',
  'paragraf',
  'nextButton',
  'actionHeader',
  'actionList',
  'rightSectionList',
  'questions',
  'mobileVersionQuiz',
] as const satisfies ReadonlyArray<keyof PageFields>;

/** A variant B that starts as a copy of the main quiz's page (its questions keep their ids). */
export function variantFromMain(quiz: QuizFields): PageFields {
  return structuredClone(Object.fromEntries(PAGE_KEYS.filter((key) => quiz[key] !== undefined).map((key) => [key, quiz[key]])));
}
