// Calls of the trailer cost configurator /seagull (spec widget-quiz-configurator §7).
import { seagullMailAnswerSchema, seagullMailSchema } from '../schemas/seagull';
import type { Endpoint } from './endpoint';

export const seagullMail = {
  method: 'POST',
  path: '/api/seagull/mail',
  access: 'public',
  body: seagullMailSchema,
  answer: seagullMailAnswerSchema,
  successStatus: 201,
  errors: [422, 428, 429],
  summary: 'Заявка или сохранённый расчёт конфигуратора: проверяется по правилам, сохраняется и уходит оператору письмом',
} as const satisfies Endpoint;
