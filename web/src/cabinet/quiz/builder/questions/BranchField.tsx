// Where an answer variant leads (issue 27 §2): on to the next question in order, straight to the contacts
// form, or to another question of the page; what is wrong with the rule (shared/domain/quiz/branch-rules.ts,
// the check the save makes) is said under it.
import type { Question } from '../../../../../../shared/schemas/quiz';
import type { BranchTarget } from '../../../../../../shared/schemas/quiz-branch';
import { SelectField } from './fields';

/** What the variants of a question need to offer their rules: the page's questions and the problems of its rules by variant. */
export interface Branching {
  page: readonly Question[];
  problems: ReadonlyMap<number, string>;
}

const IN_ORDER = '';
const CONTACTS = 'contacts';
const selectValueOf = (goTo: BranchTarget | undefined) => (!goTo ? IN_ORDER : 'contacts' in goTo ? CONTACTS : `q:${goTo.question}`);
const targetOf = (value: string): BranchTarget | undefined =>
  value === IN_ORDER ? undefined : value === CONTACTS ? { contacts: true } : { question: value.slice(2) };

function unofferedLabel(question: Question, page: readonly Question[], value: string): string {
  const named = page.find((other) => `q:${other._uid}` === value);
  if (named === question) return 'Этот же вопрос';
  return named?.type === 'ThankYouPages' ? 'Страница благодарности' : 'Удалённый вопрос';
}

interface BranchFieldProps {
  /** The question the variant belongs to. */
  question: Question;
  label: string;
  goTo: BranchTarget | undefined;
  branching: Branching;
  error: string | undefined;
  onChange: (goTo: BranchTarget | undefined) => void;
}

export function BranchField({ question, label, goTo, branching, error, onChange }: BranchFieldProps) {
  const value = selectValueOf(goTo);
  const options = [
    { value: IN_ORDER, label: 'Следующий вопрос по порядку' },
    { value: CONTACTS, label: 'Сразу к контактам' },
    ...branching.page.flatMap((other, index) =>
      other._uid === question._uid || other.type === 'contacts' || other.type === 'ThankYouPages'
        ? []
        : [{ value: `q:${other._uid}`, label: `К вопросу ${index + 1}: ${other.question || 'Без текста'}` }],
    ),
  ];
  // A rule to its own question, the thank-you page or a deleted one still shows what it holds, beside its error.
  if (!options.some((option) => option.value === value)) options.push({ value, label: unofferedLabel(question, branching.page, value) });
  return <SelectField label={label} value={value} options={options} error={error} onChange={(next) => onChange(targetOf(next))} />;
}
