// Calls the product's own public site makes: the landing lead form, browser error reports, and the
// proof-of-work challenge every public form solves when the server asks for one.
import { CHALLENGE_PATH } from '../challenge';
import { challengeSchema } from '../schemas/challenge';
import { errorReportSchema } from '../schemas/error-report';
import { landingLeadAnswerSchema, landingLeadSchema } from '../schemas/landing-lead';
import type { Endpoint } from './endpoint';
import { noContent } from './endpoint';

export const landingLead = {
  method: 'POST',
  path: '/api/mail',
  access: 'public',
  body: landingLeadSchema,
  answer: landingLeadAnswerSchema,
  successStatus: 201,
  errors: [428, 429],
  summary: 'Заявка с лендинга: сохраняется и уходит оператору письмом',
} as const satisfies Endpoint;

export const errorReport = {
  method: 'POST',
  path: '/api/errors',
  access: 'public',
  body: errorReportSchema,
  answer: noContent,
  successStatus: 204,
  errors: [429],
  summary: 'Отчёт об ошибке в браузере',
} as const satisfies Endpoint;

export const challenge = {
  method: 'GET',
  path: CHALLENGE_PATH,
  access: 'public',
  answer: challengeSchema,
  summary: 'Задача ALTCHA (proof of work): её решение в заголовке X-Altcha снимает ответ 428 с публичных форм',
} as const satisfies Endpoint;
