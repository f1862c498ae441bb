// A question type is one entry per registry, and a missing or mistyped entry is a compile error, not a
// text box at run time (docs/question-types.md). Checked by `npm run typecheck`: each @ts-expect-error
// below fails the typecheck if its line ever compiles. Nothing here runs.
import type { QuestionKinds, questionKinds } from '../../shared/domain/quiz/question-kinds';
import type { QuestionSchemas, questionSchemas } from '../../shared/schemas/quiz-questions';
import type { QuestionBodies, questionBodies } from '../quiz/questions';
import type { ChoiceQuestion } from '../quiz/questions/ChoiceQuestion';
import type { QuestionEditors, questionEditors } from '../src/cabinet/quiz/builder/questions/editors';

declare const schemasWithoutOne: Omit<typeof questionSchemas, 'information'>;
declare const kindsWithoutOne: Omit<typeof questionKinds, 'information'>;
declare const bodiesWithoutOne: Omit<typeof questionBodies, 'information'>;
declare const editorsWithoutOne: Omit<typeof questionEditors, 'information'>;

// @ts-expect-error the schemas miss a type
export const schemas: QuestionSchemas = schemasWithoutOne;
// @ts-expect-error the rules miss a type
export const kinds: QuestionKinds = kindsWithoutOne;
// @ts-expect-error the page's answer areas miss a type
export const bodies: QuestionBodies = bodiesWithoutOne;
// @ts-expect-error the builder's editors miss a type
export const editors: QuestionEditors = editorsWithoutOne;

/** A type added to the list (here 'slider') compiles nowhere until every registry has its entry. */
type WithNewType<Registry> = Registry & { slider: unknown };
// @ts-expect-error the rules have no 'slider'
export const kindsOfNewType: WithNewType<QuestionKinds> = {} as typeof questionKinds;

declare const fullBodies: typeof questionBodies;
// @ts-expect-error an entry of the wrong kind: the contacts page drawn as radio buttons
export const mistyped: QuestionBodies = { ...fullBodies, contacts: {} as typeof ChoiceQuestion };

declare const fullKinds: typeof questionKinds;
// @ts-expect-error an entry of the wrong kind: the contacts page held to the tooth chart's rule
export const mistypedRule: QuestionKinds = { ...fullKinds, contacts: fullKinds['checkbox-dental'] };
