// Yandex Metrica: the widget and the quiz page report their goals to the clinic's counters (the public copy).
import { inputObject } from '../schemas/input';
import { base, idField, shown, text } from './entry-fields';
import type { IntegrationShared } from './integration';

const DIGITS = /^\d{1,20}$/;

export const metricEntrySchema = inputObject({ ...base, id: idField(20) });

export const metric = {
  kind: 'metric',
  title: 'Яндекс Метрика',
  category: 'Аналитика',
  entrySchema: metricEntrySchema,
  isActive: (entry) => DIGITS.test(text(entry, 'id')),
  value: (entry) => entry.id,
  entryTitle: (entry) => (shown(entry.id) ? `Счётчик ${shown(entry.id)}` : ''),
} as const satisfies IntegrationShared<'metric'>;
