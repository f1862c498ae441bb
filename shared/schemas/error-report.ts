// Error reports from the browser (widget spec §7: POST /api/errors).
import * as z from 'zod/mini';
import './zod';

const text = (max: number) => z.string({ error: 'Ожидается строка' }).check(z.maxLength(max, { error: `Не длиннее ${max} символов` }));

export const errorReportSchema = z.object({
  errMessage: z._default(text(2000), 'Неизвестная ошибка'),
  errStack: z._default(text(10000), 'Стек ошибок недоступен'),
  errName: z._default(text(200), 'Неизвестный тип ошибки'),
  time: z.iso.datetime({ error: 'time должен быть датой ISO 8601' }),
  url: z._default(text(2000), ''),
  email: z.optional(text(254)),
  component: z._default(text(200), 'Неизвестный компонент'),
  info: z._default(text(2000), ''),
});
export type ErrorReportInput = z.infer<typeof errorReportSchema>;
