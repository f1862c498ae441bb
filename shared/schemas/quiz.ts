// Quizzes (spec widget-quiz-configurator §3 "Quiz", "Question", "Answer object"; cabinet §3).
//
// A quiz as the builder saves it and the public page shows it. `quizInputSchema` accepts what the
// builder (or an old client) sends, including the legacy shapes the spec names: `photoRight` as a
// string or a list, `mobileVersionQuiz.actionList` as a JSON string; the questions, one schema per type,
// live in quiz-questions.ts. The
// rules that make a saved quiz well-formed (one Контакты, one ThankYouPages, order, no duplicates)
// live in shared/domain/quiz/normalise.ts; the server applies them on every save.
import * as z from 'zod/mini';
import './zod';
import { inputObject, withinKb } from './input';
import { questionSchema } from './quiz-questions';
import { estimateRulesSchema } from './quiz-estimate';
import { HIDDEN_FIELD_LIMITS, HIDDEN_FIELD_MESSAGES, HIDDEN_FIELD_NAME } from '../domain/quiz/hidden-fields';
import { servicesListViewSchema } from './services';
import { flag, imageName, list, optionalText, QUIZ_LIMITS, text } from './quiz-text';

export {
  CONNECTION_METHODS,
  CONTACT_COUNTRIES,
  type Connection,
  type ConnectionMethod,
  type ContactCountry,
  type ContactField,
  QUESTION_TYPES,
  type Question,
  type QuestionInput,
  type QuestionOf,
  type QuestionType,
  type QuestionTypeOrNone,
  questionSchema,
  UNTYPED,
  type Variant,
  variantSchema,
} from './quiz-questions';
export { QUIZ_LIMITS } from './quiz-text';

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
/** The mobile version's actionList may arrive as a JSON string (docs/contract/widget-quiz-configurator.md §3): parsed, then checked. */
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
/** Whitespace is stripped (docs/contract/widget-quiz-configurator.md §5 Builder); then letters, digits, '-' and '_' only. */
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
  /** Which services the answers add to 'Ваш расчёт' (issue 27 §1; shared/domain/quiz/estimate.ts). */
  estimate: z.optional(estimateRulesSchema),
  /** Hidden fields (issue 27 §4): the URL parameters kept with a lead, besides the UTM ones. */
  hiddenFields: z.optional(
    list(
      'Скрытые поля',
      z
        .string({ error: HIDDEN_FIELD_MESSAGES.name })
        .check(
          z.trim(),
          z.maxLength(HIDDEN_FIELD_LIMITS.name, { error: HIDDEN_FIELD_MESSAGES.name }),
          z.regex(HIDDEN_FIELD_NAME, { error: HIDDEN_FIELD_MESSAGES.name }),
        ),
      HIDDEN_FIELD_LIMITS.names,
    ),
  ),
  onlyFormBool: flag('Только форма'),
}).check(withinKb(QUIZ_MAX_KB, 'Квиз'));
export type QuizInput = z.input<typeof quizInputSchema>;
export type QuizFields = z.output<typeof quizInputSchema>;

/** GET /api/quiz?id= (public): what the page needs; `userId` is the clinic's key (the booking widget's too). */
export const quizPublicViewSchema = inputObject({
  ...quizInputSchema.shape,
  _id: z.string(),
  userId: z.string(),
  /** The clinic's prices of the services the estimate rules use (only those): the page prices as the server will. */
  estimatePrices: z.optional(servicesListViewSchema),
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
