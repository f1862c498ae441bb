// Calls the product's own public site makes: the landing lead form and browser error reports.
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
  errors: [429],
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
