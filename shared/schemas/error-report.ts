// Error reports from the browser (widget spec §7: POST /api/errors).
import * as z from 'zod';
import './zod';

const text = (max: number) => z.string().max(max, { error: `Не длиннее ${max} символов` });

export const errorReportSchema = z.object({
  errMessage: text(2000).default('Неизвестная ошибка'),
  errStack: text(10000).default('Стек ошибок недоступен'),
  errName: text(200).default('Неизвестный тип ошибки'),
  time: z.iso.datetime({ error: 'time должен быть датой ISO 8601' }),
  url: text(2000).default(''),
  email: text(254).optional(),
  component: text(200).default('Неизвестный компонент'),
  info: text(2000).default(''),
});
export type ErrorReportInput = z.infer<typeof errorReportSchema>;
