// What each question type is (docs/contract/widget-quiz-configurator.md §3 "Question", §4 flow, §5 validation), in one place: its
// variants, whether it may be skipped, whether a pick moves on by itself, when its page may be left,
// and its part of the answer object the clinic receives (keyed by question text, docs/contract/widget-quiz-configurator.md §3 "Answer
// object"). The page, the builder and the server look a type up here; the compiler refuses a type
// without its entry (docs/question-types.md). Kept free of schemas: the quiz page bundles it.
import type { Question, QuestionOf, QuestionTypeOrNone } from '../../schemas/quiz';
import { isEmailAddress } from '../../email';
import { ANSWER_KEYS, questionAnswerKey } from './answer-keys';
import { type Answers, type ContactsAnswer, choicesOf, contactsOf, type Problem, teethOf, textOf } from './answer-values';
import { isValidQuizContact } from './contact-rules';
import { emailAnswerProblem } from './email-answers';
import { dentalAnswer, isDentalAnswered, JAW_ANSWER_KEYS, JAWS } from './teeth';

export interface Choice {
  multiple: boolean;
  images: boolean;
}

export interface QuestionKind<Q extends Question> {
  /** One per quiz, after the ordinary questions, neither moved nor deleted (normalise.ts). */
  fixed: boolean;
  /** Answer variants to pick from (one or several, with pictures or not), or null. */
  choice: Choice | null;
  /** The hint inside a typed answer's field. */
  placeholder: boolean;
  /** 'Вопрос можно пропустить' is offered (and, when on, the page may be left unanswered). */
  skippable: boolean;
  /** A pick moves on to the next page by itself after a short pause (docs/contract/widget-quiz-configurator.md §4). */
  autoAdvance: boolean;
  /** The answer field shows its own problem: the page adds no message under it. */
  showsOwnProblem: boolean;
  // Function-typed fields, not methods: their parameters are checked strictly, so a rule written for
  // another type's questions does not fit the entry.
  /** Why the page cannot be left yet, or null. */
  problem: (question: Q, answers: Answers) => Problem;
  /** The question's part of the answer object (docs/contract/widget-quiz-configurator.md §3), nothing when unanswered. */
  answerEntries: (question: Q, answers: Answers) => Record<string, string>;
  /** The answer object's keys it may send, in order: a lead's answers are listed so. */
  answerKeys: (question: Q) => readonly string[];
}

/** The registry's type: one kind per question type, each typed for its questions. */
export type QuestionKinds = { [T in QuestionTypeOrNone]: QuestionKind<QuestionOf<T>> };

const NO_PROBLEM = () => null;
const NOTHING = () => ({});
const NO_KEYS = () => [];

/** A question that may be skipped asks nothing when its skip is on. */
const unlessSkipped =
  <Q extends Question & { skip?: boolean }>(rule: (question: Q, answers: Answers) => Problem) =>
  (question: Q, answers: Answers): Problem =>
    question.skip ? null : rule(question, answers);

const keyedByText = (question: Question, value: string): Record<string, string> =>
  value === '' ? {} : { [questionAnswerKey(question.question)]: value };
const ownKey = (question: Question) => [questionAnswerKey(question.question)];

function typedAnswer<Q extends QuestionOf<'' | 'text' | 'textarea' | 'email'>>(): QuestionKind<Q> {
  return {
    fixed: false,
    choice: null,
    placeholder: true,
    skippable: true,
    autoAdvance: false,
    showsOwnProblem: true,
    problem: unlessSkipped((question, answers) =>
      textOf(answers, question).trim() !== '' ? null : { field: 'answer', message: 'Заполните поле' },
    ),
    answerEntries: (question, answers) => keyedByText(question, textOf(answers, question).trim()),
    answerKeys: ownKey,
  };
}

function choiceOf<Q extends QuestionOf<'select' | 'radio' | 'checkbox' | 'radio-img' | 'checkbox-img'>>(
  choice: Choice,
): QuestionKind<Q> & { choice: Choice } {
  return {
    fixed: false,
    choice,
    placeholder: false,
    skippable: true,
    autoAdvance: !choice.multiple,
    showsOwnProblem: false,
    // The select keeps its choice as a one-item list, like a radio group.
    problem: unlessSkipped((question, answers) =>
      choicesOf(answers, question).length > 0 ? null : { field: 'answer', message: 'Выберите вариант ответа' },
    ),
    answerEntries: (question, answers) => keyedByText(question, choicesOf(answers, question).join(', ')),
    answerKeys: ownKey,
  };
}

const shownOnly = { choice: null, placeholder: false, skippable: false, autoAdvance: false, showsOwnProblem: false } as const;

export const questionKinds = {
  '': typedAnswer(),
  text: typedAnswer(),
  textarea: typedAnswer(),
  email: {
    ...typedAnswer<QuestionOf<'email'>>(),
    // An e-mail that may be skipped may be left empty, but what is typed must be an e-mail.
    problem: (question, answers) => {
      const message = emailAnswerProblem(question, textOf(answers, question));
      return message ? { field: 'answer', message } : null;
    },
  },
  // A select drops down its variants: nothing moves on by itself there.
  select: { ...choiceOf({ multiple: false, images: false }), autoAdvance: false },
  radio: choiceOf({ multiple: false, images: false }),
  checkbox: choiceOf({ multiple: true, images: false }),
  'radio-img': choiceOf({ multiple: false, images: true }),
  'checkbox-img': choiceOf({ multiple: true, images: true }),
  'checkbox-dental': {
    fixed: false,
    choice: null,
    placeholder: false,
    skippable: true,
    autoAdvance: false,
    showsOwnProblem: false,
    problem: unlessSkipped((question, answers) =>
      isDentalAnswered(teethOf(answers, question)) ? null : { field: 'answer', message: 'Отметьте зубы или выберите вариант' },
    ),
    answerEntries: (question, answers) => dentalAnswer(teethOf(answers, question)),
    answerKeys: (question) => [question.question, ...JAWS.map((jaw) => JAW_ANSWER_KEYS[jaw])],
  },
  information: { fixed: false, ...shownOnly, problem: NO_PROBLEM, answerEntries: NOTHING, answerKeys: NO_KEYS },
  contacts: {
    fixed: true,
    ...shownOnly,
    problem: (question, answers) => contactsProblem(contactsOf(answers, question)),
    answerEntries: (question, answers) => contactsEntries(contactsOf(answers, question)),
    answerKeys: () => [ANSWER_KEYS.name, ANSWER_KEYS.email, ANSWER_KEYS.phone, ANSWER_KEYS.connection],
  },
  ThankYouPages: { fixed: true, ...shownOnly, problem: NO_PROBLEM, answerEntries: NOTHING, answerKeys: NO_KEYS },
} satisfies QuestionKinds;

/** The kind of a question, typed for that question. */
export function kindOf<Q extends Question>(question: Q): QuestionKind<Q> {
  return questionKinds[question.type] as unknown as QuestionKind<Q>;
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

function contactsEntries(contacts: ContactsAnswer): Record<string, string> {
  return {
    ...(contacts.name.trim() ? { [ANSWER_KEYS.name]: contacts.name.trim() } : {}),
    ...(contacts.email.trim() ? { [ANSWER_KEYS.email]: contacts.email.trim() } : {}),
    [ANSWER_KEYS.phone]: contacts.phone.trim(),
    [ANSWER_KEYS.connection]: contacts.connection,
  };
}
