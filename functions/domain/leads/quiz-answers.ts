// A quiz lead's answers for the clinic: in the quiz's question order (the contacts' fields where the
// contacts question is, the jaws where the tooth chart is, anything else the page sent at the end),
// teeth named by FDI numbers ('Верхняя челюсть: 18, 17'), the way to call back labelled in Russian.
// Name and phone are left out here: every lead shows them as ФИО and Телефон.
import { describeJawAnswer, jawOfAnswerKey } from '../../../shared/domain/quiz/teeth';
import { kindOf } from '../../../shared/domain/quiz/question-kinds';
import type { Question } from '../../../shared/schemas/quiz';
import { ANSWER_KEYS } from '../../../shared/domain/quiz/answer-keys';
import type { LeadItem } from '../../store/leads';

const SHOWN_AS_CONTACT = new Set<string>([ANSWER_KEYS.name, ANSWER_KEYS.phone]);
const CONNECTION_LABEL = 'Способ связи';

/** The answer keys in the order the quiz asked them; keys the quiz does not know follow in the order sent. */
export function answerOrder(data: Record<string, string>, questions: readonly Question[]): string[] {
  const keysOf = (question: Question) => kindOf(question).answerKeys(question);
  const ordered = [...new Set(questions.flatMap(keysOf))].filter((key) => key in data);
  const known = new Set(ordered);
  return [...ordered, ...Object.keys(data).filter((key) => !known.has(key))];
}

/** Label → readable value of each answer, in order; empty answers are left out. */
export function quizAnswerRows(lead: Pick<LeadItem, 'answers' | 'answerOrder'>): Array<[string, string]> {
  const answers = lead.answers ?? {};
  const order = lead.answerOrder ?? Object.keys(answers);
  return order
    .filter((key) => !SHOWN_AS_CONTACT.has(key) && (answers[key] ?? '').trim() !== '')
    .map((key): [string, string] => {
      const value = answers[key]!;
      const jaw = jawOfAnswerKey(key);
      if (jaw) return [key, describeJawAnswer(jaw, value)];
      return [key === ANSWER_KEYS.connection ? CONNECTION_LABEL : key, value];
    });
}
