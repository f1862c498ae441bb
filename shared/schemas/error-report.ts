// Error reports from the browser (docs/contract/widget-quiz-configurator.md §7: POST /api/errors).
import * as z from 'zod/mini';
import './zod';
import { cleanText, inputObject } from './input';

// A report is repaired, not refused: a stack clipped mid-character in the browser is still worth reading.
const text = (max: number, label: string, multiline = false) => cleanText(label, { max, multiline, repair: true });

export const errorReportSchema = inputObject({
  errMessage: z._default(text(2000, 'errMessage', true), 'Неизвестная ошибка'),
  errStack: z._default(text(10000, 'errStack', true), 'Стек ошибок недоступен'),
  errName: z._default(text(200, 'errName'), 'Неизвестный тип ошибки'),
  time: z.iso.datetime({ error: 'time должен быть датой ISO 8601' }),
  url: z._default(text(2000, 'url'), ''),
  email: z.optional(text(254, 'email')),
  component: z._default(text(200, 'component'), 'Неизвестный компонент'),
  info: z._default(text(2000, 'info', true), ''),
});
export type ErrorReportInput = z.infer<typeof errorReportSchema>;
