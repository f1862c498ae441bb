// The contacts step of a quiz that promises something back (a template's, the demo calculator's): a new
// quiz's contacts question (normalise.ts) with its own header, the name field hinted, and the messengers
// a patient usually answers in offered beside the phone. One builder, so the templates and the demo agree.
import type { QuestionOf } from '../../schemas/quiz';
import { newContactsQuestion } from './normalise';

const OFFERED_CONNECTIONS = new Set(['Телефон', 'Whats App', 'Telegram']);

export function callbackContactsQuestion(header: string): QuestionOf<'contacts'> {
  const question = newContactsQuestion('contacts');
  return {
    ...question,
    header,
    contacts: { name: { bool: true, placeholder: 'Ваше имя' }, email: { bool: false }, phone: { bool: true } },
    connection: question.connection?.map((method) => ({ ...method, bool: OFFERED_CONNECTIONS.has(method.text) })),
  };
}
