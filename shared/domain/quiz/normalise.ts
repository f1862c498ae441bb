// What makes a saved quiz well-formed (docs/contract/widget-quiz-configurator.md §4 "Quiz builder", §3 legacy photoRight), applied
// by the server on every save and by the builder before it shows a quiz, so both see the same list:
// - exactly one contacts question, named 'Контакты', and exactly one thank-you page (missing ones
//   added, extras dropped), in the order: ordinary questions, contacts, thank-you;
// - no two questions with the same text (the first is kept; the fixed ones win over an ordinary one);
// - every question an id of its own (question-ids.ts);
// - no duplicates in variants, right sections, their images, and actions;
// - the legacy photoRight (a string or a list) becomes right sections when there are none;
// - the same for the mobile version and the A/B variant.
import type { AbTestVariant, Action, Question, QuestionOf, QuizFields, RightSection, Variant } from '../../schemas/quiz';
import { withQuestionIds } from './question-ids';
import { questionKinds } from './question-kinds';

export const CONTACTS_TITLE = 'Контакты';
/**
 * The thank-you title of a new quiz and of one that has none (docs/contract/widget-quiz-configurator.md §4; cabinet §3 copies it as
 * 'Благодарность за …', which quizzes made before issue 22 keep: their title is the clinic's editable
 * text, and the analytics count views by it).
 */
export const DEFAULT_THANK_YOU_TITLE = 'Благодарим за ответы на все вопросы';

export function isFixedQuestion(question: Pick<Question, 'type'>): boolean {
  return questionKinds[question.type].fixed;
}

/** A contacts question with name and phone asked, e-mail not, and 'Телефон' as the way to call back. */
export function newContactsQuestion(uid: string): QuestionOf<'contacts'> {
  return {
    _uid: uid,
    question: CONTACTS_TITLE,
    type: 'contacts',
    contacts: { name: { bool: true }, email: { bool: false }, phone: { bool: true } },
    connection: [
      { text: 'Телефон', bool: true },
      { text: 'Whats App', bool: false },
      { text: 'Viber', bool: false },
      { text: 'Telegram', bool: false },
    ],
    country: 'Российская Федерация',
    phoneMask: true,
  };
}

export function newThankYouQuestion(uid: string, title = DEFAULT_THANK_YOU_TITLE): QuestionOf<'ThankYouPages'> {
  return { _uid: uid, question: title, type: 'ThankYouPages' };
}

/** The two questions a new quiz starts with (docs/contract/cabinet.md §3). */
export function newQuizQuestions(newUid: () => string): Question[] {
  return [newContactsQuestion(newUid()), newThankYouQuestion(newUid())];
}

export function normaliseQuestions(questions: readonly Question[], newUid: () => string): Question[] {
  const contacts = questions.find((question) => question.type === 'contacts');
  const thankYou = questions.find((question) => question.type === 'ThankYouPages');
  const fixed = [
    contacts ? { ...contacts, question: CONTACTS_TITLE } : newContactsQuestion(newUid()),
    thankYou ?? newThankYouQuestion(newUid()),
  ];
  const taken = new Set(fixed.map((question) => textKey(question.question)));
  const ordinary: Question[] = [];
  for (const question of questions) {
    if (isFixedQuestion(question)) continue;
    const key = textKey(question.question);
    if (taken.has(key)) continue;
    taken.add(key);
    ordinary.push(withUniqueVariants(question));
  }
  return withQuestionIds([...ordinary, ...fixed]);
}

function withUniqueVariants(question: Question): Question {
  if (!('variants' in question) || !question.variants) return question;
  return { ...question, variants: uniqueBy(question.variants, (variant: Variant) => textKey(variant.text)) };
}

export function normaliseRightSections(sections: readonly RightSection[]): RightSection[] {
  const cleaned = sections.map((section) => ({ ...section, img: uniqueBy(section.img, (name) => name) }));
  return uniqueBy(cleaned, (section) => JSON.stringify([section.title ?? '', section.subTitle ?? '', section.img]));
}

export function normaliseActions(actions: readonly Action[]): Action[] {
  return uniqueBy(actions, (action) => JSON.stringify([action.header ?? '', action.paragraph ?? '', action.img ?? '']));
}

/** Legacy photoRight: each image becomes a right section of one image, full height (docs/contract/widget-quiz-configurator.md §3). */
export function rightSectionsFromLegacy(photoRight: string | readonly string[] | undefined): RightSection[] {
  const images = typeof photoRight === 'string' ? [photoRight] : [...(photoRight ?? [])];
  return uniqueBy(
    images.filter((name) => name.trim() !== ''),
    (name) => name,
  ).map((name) => ({ img: [name], countImg: 1, height: 100 }));
}

type PageFields = Pick<QuizFields, keyof AbTestVariant>;

function normalisePage<T extends PageFields>(page: T, newUid: () => string): T {
  const { photoRight, photoRightMobile, ...rest } = page;
  const rightSectionList = page.rightSectionList?.length ? page.rightSectionList : rightSectionsFromLegacy(photoRight);
  const mobile = page.mobileVersionQuiz;
  const mobileSections = mobile?.rightSectionList?.length ? mobile.rightSectionList : rightSectionsFromLegacy(photoRightMobile);
  return {
    ...rest,
    rightSectionList: normaliseRightSections(rightSectionList),
    actionList: normaliseActions(page.actionList ?? []),
    questions: normaliseQuestions(page.questions ?? [], newUid),
    mobileVersionQuiz: {
      ...mobile,
      rightSectionList: normaliseRightSections(mobileSections),
      actionList: normaliseActions(mobile?.actionList ?? []),
    },
  } as T;
}

/** The quiz as it is stored: its page, its mobile version and its A/B variant all well-formed. */
export function normaliseQuiz(quiz: QuizFields, newUid: () => string): QuizFields {
  const normalised = normalisePage(quiz, newUid);
  return quiz.ABTestObj ? { ...normalised, ABTestObj: normalisePage(quiz.ABTestObj, newUid) } : normalised;
}

/** Question texts count as equal regardless of surrounding spaces and letter case. */
export function textKey(text: string): string {
  return text.trim().toLocaleLowerCase('ru');
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
