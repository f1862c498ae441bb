// What a patient has answered so far, whether a page may be left, and the answer object POST
// /api/quiz/send takes (spec widget §3 "Answer object", §5 "Public quiz").
import type { ConnectionMethod, Question } from '../../shared/schemas/quiz';
import { ANSWER_KEYS, questionAnswerKey } from '../../shared/domain/quiz/answer-keys';
import { DEFAULT_CONNECTION, isValidQuizContact } from '../../shared/domain/quiz/contact-rules';
import { emailAnswerProblem } from '../../shared/domain/quiz/email-answers';
import { isEmailAddress } from '../../shared/email';
import {
  dentalAnswer,
  describeJawAnswer,
  isDentalAnswered,
  jawOfAnswerKey,
  NO_TEETH,
  type TeethSelection,
} from '../../shared/domain/quiz/teeth';

export interface ContactsAnswer {
  name: string;
  email: string;
  phone: string;
  connection: ConnectionMethod;
}

export type Answer = string | string[] | TeethSelection | ContactsAnswer;
/** Question _uid → answer. */
export type Answers = Readonly<Record<string, Answer>>;

export const EMPTY_CONTACTS: ContactsAnswer = { name: '', email: '', phone: '', connection: 'Телефон' };

/** The patient's contacts, or empty ones with the quiz's first offered way to call back. */
export function contactsOf(answers: Answers, question: Question): ContactsAnswer {
  const value = answers[question._uid];
  if (value && typeof value === 'object' && !Array.isArray(value) && 'phone' in value) return value;
  return { ...EMPTY_CONTACTS, connection: question.connection?.find((method) => method.bool)?.text ?? DEFAULT_CONNECTION };
}

export function teethOf(answers: Answers, question: Question): TeethSelection {
  const value = answers[question._uid];
  return value && typeof value === 'object' && !Array.isArray(value) && 'maxilla' in value ? value : NO_TEETH;
}

export function choicesOf(answers: Answers, question: Question): string[] {
  const value = answers[question._uid];
  return Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
}

export function textOf(answers: Answers, question: Question): string {
  const value = answers[question._uid];
  return typeof value === 'string' ? value : '';
}

/** The field of a page that stops the patient, or null when the page may be left (spec §5). */
export type Problem = { field: 'answer' | 'name' | 'email' | 'phone'; message: string } | null;

export function problemOf(question: Question, answers: Answers): Problem {
  // An e-mail that may be skipped may be left empty, but what is typed must be an e-mail.
  if (question.type === 'email') {
    const message = emailAnswerProblem(question, textOf(answers, question));
    return message ? { field: 'answer', message } : null;
  }
  if (question.skip) return null;
  switch (question.type) {
    case 'information':
    case 'ThankYouPages':
      return null;
    case 'select': // the select keeps its choice as a one-item list, like a radio group
    case 'radio':
    case 'radio-img':
    case 'checkbox':
    case 'checkbox-img':
      return choicesOf(answers, question).length > 0 ? null : { field: 'answer', message: 'Выберите вариант ответа' };
    case 'checkbox-dental':
      return isDentalAnswered(teethOf(answers, question)) ? null : { field: 'answer', message: 'Отметьте зубы или выберите вариант' };
    case 'contacts':
      return contactsProblem(contactsOf(answers, question));
    default:
      return textOf(answers, question).trim() !== '' ? null : { field: 'answer', message: 'Заполните поле' };
  }
}

function contactsProblem(contacts: ContactsAnswer): Problem {
  if (contacts.email.trim() !== '' && !isEmailAddress(contacts.email)) {
    return { field: 'email', message: 'Проверьте email: например anna@mail.ru' };
  }
  if (!isValidQuizContact(contacts.phone, contacts.connection)) {
    return {
      field: 'phone',
      message: contacts.connection === 'Telegram' ? 'Введите телефон или ник в Telegram' : 'Введите номер телефона',
    };
  }
  return null;
}

/** The answer object: question text → answer, choices joined by ', ', teeth by jaw, contacts by their keys. */
export function answerObject(questions: readonly Question[], answers: Answers): Record<string, string> {
  const data: Record<string, string> = {};
  for (const question of questions) {
    if (question.type === 'checkbox-dental') Object.assign(data, dentalAnswer(teethOf(answers, question)));
    else if (question.type === 'contacts') Object.assign(data, contactsObject(contactsOf(answers, question)));
    else if (question.type === 'information' || question.type === 'ThankYouPages') continue;
    else {
      const value = Array.isArray(answers[question._uid]) ? choicesOf(answers, question).join(', ') : textOf(answers, question).trim();
      if (value !== '') data[questionAnswerKey(question.question)] = value;
    }
  }
  return data;
}

function contactsObject(contacts: ContactsAnswer): Record<string, string> {
  return {
    ...(contacts.name.trim() ? { [ANSWER_KEYS.name]: contacts.name.trim() } : {}),
    ...(contacts.email.trim() ? { [ANSWER_KEYS.email]: contacts.email.trim() } : {}),
    [ANSWER_KEYS.phone]: contacts.phone.trim(),
    [ANSWER_KEYS.connection]: contacts.connection,
  };
}

/** The estimate panel 'Ваш расчёт': the answers without the contact fields (spec §2), teeth read as the clinic reads them. */
export function estimateLines(questions: readonly Question[], answers: Answers): Array<[string, string]> {
  const hidden = new Set<string>(Object.values(ANSWER_KEYS));
  return Object.entries(answerObject(questions, answers))
    .filter(([key]) => !hidden.has(key))
    .map(([key, value]) => {
      const jaw = jawOfAnswerKey(key);
      return [key, jaw ? describeJawAnswer(jaw, value) : value];
    });
}
