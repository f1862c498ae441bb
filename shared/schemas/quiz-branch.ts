// A branch rule on an answer variant of a choice question (issue 27 §2): where a visitor who picked the
// variant goes next, another question of the same page (by its stable id) or straight to the contacts
// form. A variant without one goes to the next question in order. The rules a page's rules must keep
// together (no cycle, contacts reachable, no rule to a question that is gone) are
// shared/domain/quiz/branch-rules.ts, checked on every save.
import * as z from 'zod/mini';
import './zod';
import { inputObject } from './input';
import { text } from './quiz-text';

export const branchTargetSchema = z.union(
  [
    inputObject({ question: text('Переход: вопрос', 100) }),
    inputObject({ contacts: z.literal(true, { error: 'Переход к контактам: true' }) }),
  ],
  { error: 'Переход: ожидается вопрос или контакты' },
);
export type BranchTarget = z.infer<typeof branchTargetSchema>;
