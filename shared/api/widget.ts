// Calls of the patient-facing booking widget and its loader script.
import { widgetDataSchema } from '../schemas/widget-answer';
import { widgetQuerySchema } from '../schemas/widget-query';
import type { Endpoint } from './endpoint';
import { text } from './endpoint';

export const widgetData = {
  method: 'GET',
  path: '/api/widget',
  access: 'public',
  query: widgetQuerySchema,
  answer: widgetDataSchema,
  errors: [404],
  summary: 'Данные виджета записи: клиника, услуги, врачи со свободным временем (один Query)',
} as const satisfies Endpoint;

export const widgetLoader = {
  method: 'GET',
  path: '/api/js',
  access: 'public',
  query: widgetQuerySchema,
  answer: text,
  errors: [404],
  summary: 'Скрипт-загрузчик виджета для сайта клиники: кнопка «Онлайн запись» и окно записи',
} as const satisfies Endpoint;
