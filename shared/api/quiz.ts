// Calls of the public quiz page (spec widget §7). The cabinet's quiz calls join this file with the
// quiz list and builder.
import { quizPublicViewSchema, quizRefQuerySchema } from '../schemas/quiz';
import { quizBeaconSchema, quizSendAnswerSchema, quizSendSchema } from '../schemas/quiz-send';
import type { Endpoint } from './endpoint';
import { noContent } from './endpoint';

export const quizPublic = {
  method: 'GET',
  path: '/api/quiz',
  access: 'public',
  query: quizRefQuerySchema,
  answer: quizPublicViewSchema,
  errors: [404],
  summary: 'Квиз для публичной страницы: по id или своей ссылке; без служебных полей владельца',
} as const satisfies Endpoint;

export const quizSend = {
  method: 'POST',
  path: '/api/quiz/send',
  access: 'public',
  body: quizSendSchema,
  answer: quizSendAnswerSchema,
  successStatus: 201,
  errors: [404, 422, 429],
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
