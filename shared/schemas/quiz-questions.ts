// A quiz's questions (docs/contract/widget-quiz-configurator.md §3 "Question"): one strict object per type, joined in a union on
// `type`, so a question carries only what its type uses and a new type is one more entry here (the
// recipe: docs/question-types.md). In front of the union a lenient legacy step takes what stored
// quizzes and old clients send: 'textArea' is the old spelling of 'textarea', and a field another type
// uses (variants left on a question since made a text one) is dropped, as it was never shown. A field
// no type has is still refused by name.
import * as z from 'zod/mini';
import './zod';
import { inputObject } from './input';
import { branchTargetSchema } from './quiz-branch';
import { flag, imageName, list, optionalText, QUIZ_LIMITS, text } from './quiz-text';

export const QUESTION_TYPES = [
  'select',
  'radio',
  'checkbox',
  'radio-img',
  'checkbox-img',
  'text',
  'email',
  'textarea',
  'checkbox-dental',
  'information',
  'contacts',
  'ThankYouPages',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** A question the builder has not typed yet: it is asked as a textarea (docs/contract/widget-quiz-configurator.md §3). */
export const UNTYPED = '';
/** Every key of the question registries: the types and the untyped question. */
export type QuestionTypeOrNone = QuestionType | typeof UNTYPED;

export const CONTACT_COUNTRIES = ['Российская Федерация', 'Казахстан'] as const;
export type ContactCountry = (typeof CONTACT_COUNTRIES)[number];
export const CONNECTION_METHODS = ['Телефон', 'Whats App', 'Viber', 'Telegram'] as const;
export type ConnectionMethod = (typeof CONNECTION_METHODS)[number];

export const variantSchema = inputObject({
  img: z.optional(imageName('Картинка варианта')),
  text: text('Вариант ответа'),
  /** Where a visitor who picked it goes next (quiz-branch.ts); none: the next question. */
  goTo: z.optional(branchTargetSchema),
});
export type Variant = z.infer<typeof variantSchema>;

const contactFieldSchema = inputObject({
  bool: z.boolean({ error: 'Поле контактов: ожидается да или нет' }),
  placeholder: optionalText('Подсказка поля'),
});
export type ContactField = z.infer<typeof contactFieldSchema>;

const connectionSchema = inputObject({
  text: z.enum(CONNECTION_METHODS, { error: 'Способ связи: Телефон, Whats App, Viber или Telegram' }),
  bool: z.boolean({ error: 'Способ связи: ожидается да или нет' }),
});
export type Connection = z.infer<typeof connectionSchema>;

/** What every question has: its id (stable: answers and counters go by it), its text and an explanation. */
const common = {
  _uid: text('Идентификатор вопроса', 100),
  question: text('Текст вопроса'),
  paragraph: optionalText('Пояснение', QUIZ_LIMITS.longText),
};
const skippable = { ...common, skip: flag('Вопрос можно пропустить') };
const typedAnswer = { ...skippable, placeholder: optionalText('Подсказка') };
const choice = {
  ...skippable,
  variants: z.optional(list('Варианты ответа', variantSchema, QUIZ_LIMITS.variants)),
  vertical: flag('Варианты столбцом'),
};
const contacts = {
  ...common,
  contacts: z.optional(inputObject({ name: contactFieldSchema, email: contactFieldSchema, phone: contactFieldSchema })),
  connection: z.optional(list('Способы связи', connectionSchema, CONNECTION_METHODS.length)),
  country: z.optional(z.enum(CONTACT_COUNTRIES, { error: 'Страна: Российская Федерация или Казахстан' })),
  phoneMask: flag('Маска телефона'),
  header: optionalText('Заголовок'),
  headerMobile: optionalText('Заголовок на телефоне'),
  paragraphMobile: optionalText('Пояснение на телефоне', QUIZ_LIMITS.longText),
  headerActionMobile: optionalText('Заголовок акций на телефоне'),
};

const kind = <const T extends QuestionTypeOrNone, const Shape extends z.core.$ZodLooseShape>(type: T, shape: Shape) =>
  inputObject({ type: z.literal(type), ...shape });

/** The registry's type: one strict object per question type, its `type` that type's literal. */
export type QuestionSchemas = {
  [T in QuestionTypeOrNone]: z.ZodMiniObject<{ type: z.ZodMiniLiteral<T> } & z.core.$ZodLooseShape, z.core.$strict>;
};

/** One schema per type: what a question of that type may hold. */
export const questionSchemas = {
  '': kind('', typedAnswer),
  select: kind('select', { ...choice, placeholder: optionalText('Подсказка') }),
  radio: kind('radio', choice),
  checkbox: kind('checkbox', choice),
  'radio-img': kind('radio-img', choice),
  'checkbox-img': kind('checkbox-img', choice),
  text: kind('text', typedAnswer),
  email: kind('email', typedAnswer),
  textarea: kind('textarea', typedAnswer),
  'checkbox-dental': kind('checkbox-dental', skippable),
  information: kind('information', { ...common, information: z.optional(imageName('Картинка информации')) }),
  contacts: kind('contacts', contacts),
  ThankYouPages: kind('ThankYouPages', { ...common, thankYouImg: z.optional(imageName('Картинка благодарности')) }),
} satisfies QuestionSchemas;

type QuestionSchema = (typeof questionSchemas)[QuestionTypeOrNone];
const questionUnion = z.discriminatedUnion('type', Object.values(questionSchemas) as [QuestionSchema, ...QuestionSchema[]], {
  error: 'Вопрос: ожидается объект',
});

/** The fields each type keeps; and every field some type has (anything else is refused by name). */
const FIELDS_OF = Object.fromEntries(
  Object.entries(questionSchemas).map(([type, schema]) => [type, new Set(Object.keys(schema.shape))]),
) as unknown as Record<QuestionTypeOrNone, ReadonlySet<string>>;
const ANY_TYPE_FIELDS = new Set(Object.values(FIELDS_OF).flatMap((fields) => [...fields]));

export function isQuestionType(type: string): type is QuestionTypeOrNone {
  return Object.hasOwn(questionSchemas, type);
}

/** Whether `field` belongs to questions of `type` (the builder keeps only those on a change of type). */
export function questionHasField(type: QuestionTypeOrNone, field: string): boolean {
  return FIELDS_OF[type].has(field);
}

/** Stored quizzes and old clients: the old spelling of a type, fields another type uses dropped. */
const legacyQuestion = z.pipe(
  z.looseObject({ type: z.string({ error: 'Тип вопроса: ожидается текст' }) }, { error: 'Вопрос: ожидается объект' }),
  z.transform((question, context) => {
    const type = question.type === 'textArea' ? 'textarea' : question.type;
    if (!isQuestionType(type)) {
      context.issues.push({ code: 'custom', input: question.type, message: `Неизвестный тип вопроса: ${type.slice(0, 40)}` });
      return z.NEVER;
    }
    const kept = Object.entries(question).filter(([field]) => questionHasField(type, field) || !ANY_TYPE_FIELDS.has(field));
    return { ...Object.fromEntries(kept), type };
  }),
);

/** A question as the builder sends it (the legacy step takes more, but nobody should write that now). */
export type QuestionInput = z.input<typeof questionUnion>;
export const questionSchema = z.pipe(
  legacyQuestion as unknown as z.ZodMiniType<z.output<typeof legacyQuestion>, QuestionInput>,
  questionUnion,
);
export type Question = z.output<typeof questionUnion>;
/** The question of one type, e.g. QuestionOf<'radio'>. */
export type QuestionOf<T extends QuestionTypeOrNone> = Extract<Question, { type: T }>;
