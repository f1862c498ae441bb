// Quizzes (spec widget-quiz-configurator §3 "Quiz", "Question", "Answer object"; cabinet §3).
//
// A quiz as the builder saves it and the public page shows it. `quizInputSchema` accepts what the
// builder (or an old client) sends, including the legacy shapes the spec names: `photoRight` as a
// string or a list, `mobileVersionQuiz.actionList` as a JSON string, 'textArea' for 'textarea'. The
// rules that make a saved quiz well-formed (one Контакты, one ThankYouPages, order, no duplicates)
// live in shared/domain/quiz/normalise.ts; the server applies them on every save.
import * as z from 'zod/mini';
import './zod';
import { cleanText, inputObject, withinKb } from './input';

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

export const QUIZ_LIMITS = {
  name: 200,
  text: 500,
  longText: 3000,
  imageName: 200,
  questions: 60,
  variants: 40,
  rightSections: 10,
  imagesPerSection: 4,
  actions: 20,
  customUrl: 100,
} as const;

export const CONTACT_COUNTRIES = ['Российская Федерация', 'Казахстан'] as const;
export type ContactCountry = (typeof CONTACT_COUNTRIES)[number];
export const CONNECTION_METHODS = ['Телефон', 'Whats App', 'Viber', 'Telegram'] as const;
export type ConnectionMethod = (typeof CONNECTION_METHODS)[number];

/** Texts a patient reads: clean (no control characters, no invisible overrides), trimmed, bounded; long ones keep line breaks. */
const text = (what: string, max: number = QUIZ_LIMITS.text) => cleanText(what, { max, multiline: max > QUIZ_LIMITS.text });
const optionalText = (what: string, max?: number) => z.optional(text(what, max));
const flag = (what: string) => z.optional(z.boolean({ error: `${what}: ожидается да или нет` }));
const list = <T extends z.ZodMiniType>(what: string, item: T, max: number) =>
  z.array(item, { error: `${what}: ожидается список` }).check(z.maxLength(max, { error: `${what}: не больше ${max}` }));
const imageName = (what: string) => text(what, QUIZ_LIMITS.imageName);

export const variantSchema = inputObject({ img: z.optional(imageName('Картинка варианта')), text: text('Вариант ответа') });
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

/** 'textArea' is an old spelling of 'textarea'; an empty type is a question the builder has not typed yet. */
const questionTypeSchema = z.pipe(
  z.string({ error: 'Тип вопроса: ожидается текст' }),
  z.transform((type, context): QuestionType | '' => {
    const canonical = type === 'textArea' ? 'textarea' : type;
    if (canonical === '' || (QUESTION_TYPES as readonly string[]).includes(canonical)) return canonical as QuestionType | '';
    context.issues.push({ code: 'custom', input: type, message: `Неизвестный тип вопроса: ${type.slice(0, 40)}` });
    return z.NEVER;
  }),
);

export const questionSchema = inputObject({
  _uid: text('Идентификатор вопроса', 100),
  question: text('Текст вопроса'),
  type: questionTypeSchema,
  placeholder: optionalText('Подсказка'),
  paragraph: optionalText('Пояснение', QUIZ_LIMITS.longText),
  variants: z.optional(list('Варианты ответа', variantSchema, QUIZ_LIMITS.variants)),
  vertical: flag('Варианты столбцом'),
  skip: flag('Вопрос можно пропустить'),
  phoneMask: flag('Маска телефона'),
  contacts: z.optional(inputObject({ name: contactFieldSchema, email: contactFieldSchema, phone: contactFieldSchema })),
  connection: z.optional(list('Способы связи', connectionSchema, CONNECTION_METHODS.length)),
  thankYouImg: z.optional(imageName('Картинка благодарности')),
  information: z.optional(imageName('Картинка информации')),
  header: optionalText('Заголовок'),
  headerMobile: optionalText('Заголовок на телефоне'),
  paragraphMobile: optionalText('Пояснение на телефоне', QUIZ_LIMITS.longText),
  headerActionMobile: optionalText('Заголовок акций на телефоне'),
  country: z.optional(z.enum(CONTACT_COUNTRIES, { error: 'Страна: Российская Федерация или Казахстан' })),
});
export type QuestionInput = z.input<typeof questionSchema>;
export type Question = z.output<typeof questionSchema>;

export const rightSectionSchema = inputObject({
  title: optionalText('Заголовок блока'),
  subTitle: optionalText('Подзаголовок блока'),
  img: list('Картинки блока', imageName('Картинка блока'), QUIZ_LIMITS.imagesPerSection * 2),
  countImg: z.optional(
    z.number({ error: 'Число картинок: ожидается число' }).check(z.int(), z.gte(0), z.lte(QUIZ_LIMITS.imagesPerSection)),
  ),
  height: z.optional(
    z
      .number({ error: 'Высота блока: ожидается число' })
      .check(z.gte(0, { error: 'Высота блока: от 0 до 100' }), z.lte(100, { error: 'Высота блока: от 0 до 100' })),
  ),
});
export type RightSection = z.infer<typeof rightSectionSchema>;

export const actionSchema = inputObject({
  header: optionalText('Заголовок акции'),
  paragraph: optionalText('Текст акции', QUIZ_LIMITS.longText),
  img: z.optional(imageName('Картинка акции')),
});
export type Action = z.infer<typeof actionSchema>;

const actionListSchema = list('Акции', actionSchema, QUIZ_LIMITS.actions);
/** The mobile version's actionList may arrive as a JSON string (spec §3): parsed, then checked. */
const actionListOrJsonSchema = z.pipe(
  z.union(
    [
      z.string({ error: 'Акции: ожидается список' }).check(z.maxLength(100_000, { error: 'Акции: слишком длинный текст' })),
      z.array(z.unknown()),
    ],
    { error: 'Акции: ожидается список' },
  ),
  z.transform((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.issues.push({ code: 'custom', input: value, message: 'Акции: текст не является списком JSON' });
      return z.NEVER;
    }
  }),
);
const rightSectionListSchema = list('Блоки справа', rightSectionSchema, QUIZ_LIMITS.rightSections);

export const mobileVersionSchema = inputObject({
  header: optionalText('Заголовок на телефоне'),
  paragraf: optionalText('Текст на телефоне', QUIZ_LIMITS.longText),
  rightSectionList: z.optional(rightSectionListSchema),
  actionList: z.optional(z.pipe(actionListOrJsonSchema, actionListSchema)),
});
export type MobileVersion = z.output<typeof mobileVersionSchema>;

/** What a page variant shows: the start page, the right side, the actions and the questions. */
const pageFields = {
  header: optionalText('Заголовок стартовой страницы'),
  paragraf: optionalText('Текст стартовой страницы', QUIZ_LIMITS.longText),
  nextButton: optionalText('Текст кнопки', 100),
  actionHeader: optionalText('Заголовок акций'),
  actionList: z.optional(actionListSchema),
  rightSectionList: z.optional(rightSectionListSchema),
  /** Legacy: a string or a list of image names, converted to rightSectionList (normalise.ts). */
  photoRight: z.optional(
    z.union([imageName('Картинка справа'), list('Картинки справа', imageName('Картинка справа'), QUIZ_LIMITS.imagesPerSection * 2)]),
  ),
  photoRightMobile: z.optional(
    z.union([imageName('Картинка справа'), list('Картинки справа', imageName('Картинка справа'), QUIZ_LIMITS.imagesPerSection * 2)]),
  ),
  questions: z.optional(list('Вопросы', questionSchema, QUIZ_LIMITS.questions)),
  mobileVersionQuiz: z.optional(mobileVersionSchema),
};

export const abTestVariantSchema = inputObject(pageFields);
export type AbTestVariant = z.output<typeof abTestVariantSchema>;

export const CUSTOM_URL_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Whitespace is stripped (spec §5 Builder); then letters, digits, '-' and '_' only. */
export const customUrlSchema = z
  .pipe(
    z.string({ error: 'Ссылка: ожидается текст' }),
    z.transform((value) => value.replace(/\s+/g, '')),
  )
  .check(
    z.maxLength(QUIZ_LIMITS.customUrl, { error: `Ссылка не длиннее ${QUIZ_LIMITS.customUrl} символов` }),
    z.refine((value) => value === '' || CUSTOM_URL_PATTERN.test(value), { error: 'Ссылка: только латинские буквы, цифры, «-» и «_»' }),
  );

/** A quiz is one stored item: DynamoDB refuses items over 400 KB. */
export const QUIZ_MAX_KB = 300;

export const quizInputSchema = inputObject({
  ...pageFields,
  name: text('Название квиза', QUIZ_LIMITS.name),
  customUrl: z.optional(customUrlSchema),
  logo: z.optional(z.nullable(imageName('Логотип'))),
  faviconQuiz: z.optional(imageName('Иконка сайта')),
  rangeSize: z.optional(
    z
      .number({ error: 'Размер логотипа: ожидается число' })
      .check(z.gte(10, { error: 'Размер логотипа: от 10 до 300 %' }), z.lte(300, { error: 'Размер логотипа: от 10 до 300 %' })),
  ),
  nameHeaderSite: optionalText('Заголовок вкладки', 200),
  companyName: optionalText('Название компании', 200),
  inn: z.optional(z.string({ error: 'ИНН: ожидается текст' }).check(z.regex(/^(\d{10}|\d{12})?$/, { error: 'ИНН: 10 или 12 цифр' }))),
  address: optionalText('Адрес'),
  phone: optionalText('Телефон', 30),
  textContactButton: z.optional(
    inputObject({ pc: optionalText('Текст кнопки контактов', 100), mobile: optionalText('Текст кнопки контактов на телефоне', 100) }),
  ),
  textBellowButtonMobile: optionalText('Текст под кнопкой на телефоне'),
  widgetInQuiz: flag('Виджет записи на странице квиза'),
  ABTestBool: flag('A/B тест'),
  ABTestObj: z.optional(abTestVariantSchema),
  isActionTopMobile: flag('Акции сверху на телефоне'),
  showCalcDataInTheEnd: flag('Показывать расчёт в конце'),
  onlyFormBool: flag('Только форма'),
}).check(withinKb(QUIZ_MAX_KB, 'Квиз'));
export type QuizInput = z.input<typeof quizInputSchema>;
export type QuizFields = z.output<typeof quizInputSchema>;

/** GET /api/quiz?id= (public): what the page needs; `userId` is the clinic's key (the booking widget's too). */
export const quizPublicViewSchema = inputObject({
  ...quizInputSchema.shape,
  _id: z.string(),
  userId: z.string(),
});
export type QuizPublicView = z.output<typeof quizPublicViewSchema>;

/** ?id= is a quiz id or its custom URL. */
/**
 * The public quiz page's ?id= (the ref of /quiz/{ref}, as the edge passes it on): any text, since a ref
 * that names no quiz, or could name none (quizRefQuerySchema), gets the site's 404 page, not a 400.
 */
export const quizPageQuerySchema = inputObject({ id: z.optional(z.string()) });

export const quizRefQuerySchema = inputObject({
  id: z
    .string({ error: 'Не указан квиз' })
    .check(z.trim(), z.minLength(1, { error: 'Не указан квиз' }), z.maxLength(QUIZ_LIMITS.customUrl, { error: 'Квиз не найден' })),
});
