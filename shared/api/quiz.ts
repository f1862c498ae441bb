// Calls of the public quiz page (docs/contract/widget-quiz-configurator.md §7). The cabinet's quiz calls join this file with the
// quiz list and builder.
import { quizPageQuerySchema, quizPublicViewSchema, quizRefQuerySchema } from '../schemas/quiz';
import {
  quizCabinetViewSchema,
  quizCreatedSchema,
  quizCreateSchema,
  quizDeleteSchema,
  quizIdQuerySchema,
  quizListSchema,
} from '../schemas/quiz-cabinet';
import { quizBeaconSchema, quizSendAnswerSchema, quizSendSchema } from '../schemas/quiz-send';
import { leadListQuerySchema, leadPageSchema } from '../schemas/leads';
import {
  quizAnalyticsQuerySchema,
  quizAnalyticsResetSchema,
  quizAnalyticsSchema,
  quizDeleteQuestionStatsSchema,
} from '../schemas/quiz-analytics';
import { quizSavedSchema, quizSaveSchema } from '../schemas/quiz-save';
import { ownerMetricQuerySchema, ownerMetricSchema } from '../schemas/owner-metric';
import { quizImageConfirmSchema, quizImageSchema, quizImageUploadSchema, quizImageUploadTicketSchema } from '../schemas/quiz-images';
import type { Endpoint } from './endpoint';
import { html, noContent } from './endpoint';

export const quizPublic = {
  method: 'GET',
  path: '/api/quiz',
  access: 'public',
  query: quizRefQuerySchema,
  answer: quizPublicViewSchema,
  errors: [404],
  summary: 'Квиз для публичной страницы: по id или своей ссылке; без служебных полей владельца',
} as const satisfies Endpoint;

/**
 * The public quiz page itself (/quiz/{id or custom URL} is answered by it, on CloudFront and locally):
 * the built quiz.html with the start screen rendered into it and the quiz's data inlined, so the page
 * paints before any script and React hydrates what is there (issue 25 §4).
 */
export const quizPage = {
  method: 'GET',
  path: '/api/quiz/page',
  access: 'public',
  query: quizPageQuerySchema,
  answer: html,
  errors: [503],
  summary: 'Страница квиза (HTML): стартовый экран уже отрисован, данные квиза в странице; неизвестная ссылка — страница 404',
} as const satisfies Endpoint;

export const quizSend = {
  method: 'POST',
  path: '/api/quiz/send',
  access: 'public',
  body: quizSendSchema,
  answer: quizSendAnswerSchema,
  successStatus: 201,
  errors: [404, 422, 428, 429],
  summary: 'Ответы на квиз: сохраняются как заявка клиники и уходят по её каналам (почта, Telegram, CRM)',
} as const satisfies Endpoint;

export const quizAnalytics = {
  method: 'POST',
  path: '/api/quiz/analytics',
  access: 'public',
  body: quizBeaconSchema,
  answer: noContent,
  successStatus: 204,
  errors: [404, 429],
  summary: 'Просмотры вопросов квиза (sendBeacon, text/plain JSON): счётчики по квизу, варианту, дню и вопросу',
} as const satisfies Endpoint;

// ── The cabinet's quizzes (docs/contract/cabinet.md §3, §7): every call works on the caller's own clinic only ──

export const quizList = {
  method: 'GET',
  path: '/api/quiz/all',
  access: 'user',
  answer: quizListSchema,
  errors: [401],
  summary: 'Квизы клиники для списка «Мои квизы»: название, ссылка, вопросы, A/B',
} as const satisfies Endpoint;

export const quizGet = {
  method: 'GET',
  path: '/api/quiz/lk',
  access: 'user',
  query: quizIdQuerySchema,
  answer: quizCabinetViewSchema,
  errors: [401, 404],
  summary: 'Квиз клиники целиком, для конструктора',
} as const satisfies Endpoint;

export const quizCreate = {
  method: 'POST',
  path: '/api/quiz',
  access: 'user',
  body: quizCreateSchema,
  answer: quizCreatedSchema,
  successStatus: 201,
  errors: [401, 409],
  summary: 'Создать квиз (название; без вопросов — «Контакты» и благодарность) или сохранить копию целиком',
} as const satisfies Endpoint;

export const quizDelete = {
  method: 'POST',
  path: '/api/quiz/delete',
  access: 'user',
  body: quizDeleteSchema,
  answer: noContent,
  successStatus: 204,
  errors: [401, 404],
  summary: 'Удалить квиз (его ссылка освобождается)',
} as const satisfies Endpoint;

export const quizLeads = {
  method: 'GET',
  path: '/api/quiz/data',
  access: 'user',
  query: leadListQuerySchema,
  answer: leadPageSchema,
  errors: [401],
  summary: 'Заявки из квизов клиники, новые сверху, постранично (cursor, limit); все заявки вместе — GET /api/ticket/user',
} as const satisfies Endpoint;

// ── The quiz builder (docs/contract/widget-quiz-configurator.md §4, §7) ──

export const quizSave = {
  method: 'POST',
  path: '/api/quiz/save',
  access: 'user',
  body: quizSaveSchema,
  answer: quizSavedSchema,
  errors: [401, 404, 409, 422],
  summary:
    'Сохранить правку квиза: изменения JSON Patch (RFC 6902) в compare и version правки; 409 STALE_VERSION — квиз уже изменён, 409 QUIZ_URL_TAKEN — ссылка занята, 422 — патч не применяется (QUIZ_PATCH_FAILED), квиз стал бы больше 300 КБ (QUIZ_PATCH_TOO_LARGE) или применение слишком долгое (QUIZ_PATCH_TOO_SLOW)',
} as const satisfies Endpoint;

export const quizAnalyticsRead = {
  method: 'GET',
  path: '/api/quiz/analytics',
  access: 'user',
  query: quizAnalyticsQuerySchema,
  answer: quizAnalyticsSchema,
  errors: [401, 404],
  summary: 'Воронка квиза: просмотры шагов по дням за период from–to (или за всё время), основной вариант и A/B',
} as const satisfies Endpoint;

export const quizAnalyticsReset = {
  method: 'POST',
  path: '/api/quiz/analytics/reset',
  access: 'user',
  body: quizAnalyticsResetSchema,
  answer: noContent,
  successStatus: 204,
  errors: [401, 404],
  summary: 'Сбросить аналитику квиза (оба варианта)',
} as const satisfies Endpoint;

export const quizAnalyticsDeleteQuestion = {
  method: 'POST',
  path: '/api/quiz/analytics/delQuestions',
  access: 'user',
  body: quizDeleteQuestionStatsSchema,
  answer: noContent,
  successStatus: 204,
  errors: [401, 404],
  summary: 'Убрать из аналитики просмотры удалённого вопроса (ABTest: вопроса варианта)',
} as const satisfies Endpoint;

// ── Quiz images (docs/contract/widget-quiz-configurator.md §7 'quiz/img'): the presigned upload of the clinic's images, per quiz ──

export const quizImageUpload = {
  method: 'POST',
  path: '/api/quiz/img',
  access: 'user',
  body: quizImageUploadSchema,
  answer: quizImageUploadTicketSchema,
  errors: [401, 404],
  summary: 'Ссылка для загрузки изображения или видео своего квиза прямо в S3 (PNG, JPEG, SVG, GIF, MP4, WebM; до 10240 КБ)',
} as const satisfies Endpoint;

export const quizImageConfirm = {
  method: 'POST',
  path: '/api/quiz/img/confirm',
  access: 'user',
  body: quizImageConfirmSchema,
  answer: quizImageSchema,
  errors: [401, 404],
  summary: 'Подтвердить загрузку для квиза: тип по содержимому; у PNG и JPEG — копии 0.25, 0.33, 0.5 ширины для постепенной загрузки',
} as const satisfies Endpoint;

// ── Analytics of the quiz page (docs/contract/widget-quiz-configurator.md §7 'user/metric') ──

export const ownerMetric = {
  method: 'GET',
  path: '/api/user/metric',
  access: 'public',
  query: ownerMetricQuerySchema,
  answer: ownerMetricSchema,
  summary: 'Счётчики Яндекс Метрики владельца квиза (интеграции «Аналитика») и адрес их загрузчика tag.js',
} as const satisfies Endpoint;
