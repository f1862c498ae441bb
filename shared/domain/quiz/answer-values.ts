// What a patient has answered on the public quiz page, per question id (docs/contract/widget-quiz-configurator.md §3, §5), and how
// each kind of answer is read back: the page keeps them, question-kinds.ts checks and sends them.
import type { ConnectionMethod, QuestionOf } from '../../schemas/quiz';
import { DEFAULT_CONNECTION } from './contact-rules';
import { NO_TEETH, type TeethSelection } from './teeth';

export interface ContactsAnswer {
  name: string;
  email: string;
  phone: string;
  connection: ConnectionMethod;
}

export type Answer = string | string[] | TeethSelection | ContactsAnswer;
/** Question id (_uid) → answer: a question renamed keeps its answer. */
export type Answers = Readonly<Record<string, Answer>>;

/** The field of a page that stops the patient, or null when the page may be left (docs/contract/widget-quiz-configurator.md §5). */
export type Problem = { field: 'answer' | 'name' | 'email' | 'phone'; message: string } | null;

export const EMPTY_CONTACTS: ContactsAnswer = { name: '', email: '', phone: '', connection: 'Телефон' };

type Identified = { _uid: string };

/** The patient's contacts, or empty ones with the quiz's first offered way to call back. */
export function contactsOf(answers: Answers, question: Pick<QuestionOf<'contacts'>, '_uid' | 'connection'>): ContactsAnswer {
  const value = answers[question._uid];
  if (value && typeof value === 'object' && !Array.isArray(value) && 'phone' in value) return value;
  return { ...EMPTY_CONTACTS, connection: question.connection?.find((method) => method.bool)?.text ?? DEFAULT_CONNECTION };
}

export function teethOf(answers: Answers, question: Identified): TeethSelection {
  const value = answers[question._uid];
  return value && typeof value === 'object' && !Array.isArray(value) && 'maxilla' in value ? value : NO_TEETH;
}

export function choicesOf(answers: Answers, question: Identified): string[] {
  const value = answers[question._uid];
  return Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
}

export function textOf(answers: Answers, question: Identified): string {
  const value = answers[question._uid];
  return typeof value === 'string' ? value : '';
}
