// Calls of the tariff payment (Modulbank): the signed form, the confirmation on return, the bank's callback.
import {
  confirmPaymentAnswerSchema,
  confirmPaymentSchema,
  paymentCallbackAnswerSchema,
  paymentCallbackSchema,
  paymentFormSchema,
} from '../schemas/payment';
import type { Endpoint } from './endpoint';

export const paymentForm = {
  method: 'GET',
  path: '/api/user/pay/form',
  access: 'user',
  answer: paymentFormSchema,
  errors: [401, 503],
  summary: 'Форма оплаты тарифа «Бета» в Модульбанке: поля, чек и подпись считает сервер (ключ остаётся на сервере); обновлять каждые 60 с',
} as const satisfies Endpoint;

export const paymentConfirm = {
  method: 'POST',
  path: '/api/user/pay',
  access: 'user',
  body: confirmPaymentSchema,
  answer: confirmPaymentAnswerSchema,
  errors: [401, 404, 422, 503],
  summary: 'Возврат с оплаты (pay=ok&transaction_id=…): сервер спрашивает банк о транзакции и продлевает доступ один раз',
} as const satisfies Endpoint;

export const paymentCallback = {
  method: 'POST',
  path: '/api/payment/modulbank/callback',
  access: 'public',
  body: paymentCallbackSchema,
  answer: paymentCallbackAnswerSchema,
  errors: [401],
  summary: 'Уведомление Модульбанка о транзакции (form-urlencoded, с подписью): оплаченная транзакция продлевает доступ один раз',
} as const satisfies Endpoint;
