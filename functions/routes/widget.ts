// Rows of the patient-facing booking widget and its loader script.
import { widgetQuerySchema } from '../../shared/schemas/widget-query';
import { route } from '../http/route';

export const widgetRoutes = {
  widgetData: route({
    method: 'GET', path: '/api/widget', handler: 'functions/handlers/widget/data.ts',
    access: 'public', query: widgetQuerySchema, grants: { table: 'read' }, edgeCached: true,
    summary: 'Данные виджета записи: клиника, услуги, врачи со свободным временем (один Query)',
  }),
  widgetLoader: route({
    method: 'GET', path: '/api/js', handler: 'functions/handlers/widget/loader.ts',
    access: 'public', query: widgetQuerySchema, grants: { table: 'read' }, crossOrigin: true, edgeCached: true,
    summary: 'Скрипт-загрузчик виджета для сайта клиники: кнопка «Онлайн запись» и окно записи',
  }),
} as const satisfies Record<string, ReturnType<typeof route>>;
