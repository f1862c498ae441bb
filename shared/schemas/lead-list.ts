// The filters of 'Заявки' as query parameters of GET /api/ticket/user, and what its first page answers
// besides the leads: the counts for the filter and the values the filters can take in the period
// (the rule: shared/domain/lead-list/). Empty parameters are no filter.
import * as z from 'zod/mini';
import './zod';
import { digitsOf, parseLeadSearch } from '../domain/lead-list/search';
import { HANDLING_STATUSES, HANDLING_STATUS_ERROR } from './lead-handling';
import { cleanText } from './input';

const DAY_ERROR = 'Дата в формате гггг-мм-дд';

/** 'yyyy-mm-dd' naming a day of the calendar (not 2026-02-30, not 2026-13-01). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
const isDay = (value: string) => value === '' || isCalendarDay(value);

const day = z.optional(z.string({ error: DAY_ERROR }).check(z.trim(), z.refine(isDay, { error: DAY_ERROR })));

export const SEARCH_PHONE_DIGITS_ERROR = 'Для поиска по телефону введите хотя бы 3 цифры';

/** A search whose phone part has 1 or 2 digits would find nearly every lead: said at the field instead. */
const searchProblem = (text: string) => {
  const phone = parseLeadSearch(text)?.phone ?? '';
  return phone !== '' && digitsOf(phone).length < 3 ? SEARCH_PHONE_DIGITS_ERROR : null;
};

export const leadFilterFields = {
  q: z.optional(
    cleanText('Поиск', { max: 100 }).check(
      z.superRefine((value, context) => {
        const problem = searchProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
  ),
  from: day,
  to: day,
  status: z.optional(z.union([z.literal(''), z.enum(HANDLING_STATUSES)], { error: HANDLING_STATUS_ERROR })),
  doctor: z.optional(z.string({ error: 'Неверный врач' }).check(z.trim(), z.regex(/^[A-Za-z0-9-]{0,64}$/, { error: 'Неверный врач' }))),
  source: z.optional(
    z
      .string({ error: 'Неизвестный источник заявки' })
      .check(z.trim(), z.regex(/^(|widget|quiz|quiz:[A-Za-z0-9._-]{1,100})$/, { error: 'Неизвестный источник заявки' })),
  ),
  utm: z.optional(cleanText('utm_source', { max: 200 })),
  page: z.optional(cleanText('Страница', { max: 500 })),
};

/** The period's end may not come before its start (said at 'to'). */
export const leadFilterPeriodCheck = z.superRefine((query: { from?: string; to?: string }, context) => {
  if (query.from && query.to && query.to < query.from)
    context.addIssue({ code: 'custom', path: ['to'], message: 'Конец периода раньше его начала', input: query.to });
});

const countsSchema = z.strictObject({
  total: z.int(),
  byStatus: z.record(z.enum(HANDLING_STATUSES), z.int()),
  /** There were more leads in the period than the server counts in one call: the figures are lower bounds. */
  capped: z.boolean(),
});

const facetsSchema = z.strictObject({
  doctors: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  utmSources: z.array(z.string()),
  pages: z.array(z.string()),
});

export const leadListExtrasFields = {
  /** The first page only (no cursor): the counts for the filter; null on later pages. */
  counts: z.nullable(countsSchema),
  /** The first page only: the doctors, utm sources and landing pages of the period's leads, for the filters. */
  facets: z.nullable(facetsSchema),
};
