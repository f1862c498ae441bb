// Calls of the patient's visit page (/visit): the visit link's token in the body, each call for that visit only.
import { visitAnswerSchema, visitCancelAnswerSchema, visitRescheduleSchema, visitTokenSchema } from '../schemas/visit';
import type { Endpoint } from './endpoint';

export const visitRead = {
  method: 'POST',
  path: '/api/visit',
  access: 'public',
  body: visitTokenSchema,
  answer: visitAnswerSchema,
  errors: [404, 429],
  summary: 'Запись пациента по ссылке из письма: клиника, врач, услуга, время, адрес и свободное время того же врача',
} as const satisfies Endpoint;

export const visitCancel = {
  method: 'POST',
  path: '/api/visit/cancel',
  access: 'public',
  body: visitTokenSchema,
  answer: visitCancelAnswerSchema,
  errors: [404, 409, 429],
  summary: 'Пациент отменяет запись по ссылке: время сразу освобождается, клиника получает уведомление',
} as const satisfies Endpoint;

export const visitReschedule = {
  method: 'POST',
  path: '/api/visit/reschedule',
  access: 'public',
  body: visitRescheduleSchema,
  answer: visitAnswerSchema,
  errors: [404, 409, 429],
  summary: 'Пациент переносит запись к тому же врачу: старое время освобождается и новое занимается одной транзакцией',
} as const satisfies Endpoint;
