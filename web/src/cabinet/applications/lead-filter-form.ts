// The filters of 'Заявки' as the screen holds them (every field a string, '' for none) and what they send:
// checked by the server's own schema (shared/schemas/lead-list.ts), so a wrong value is said at its field,
// in the server's words, before any request.
import * as z from 'zod/mini';
import { PHONE_SEARCH_REFUSED, searchesPhone } from '../../../../shared/domain/staff/lead-phones';
import type { HandlingStatus } from '../../../../shared/schemas/lead-handling';
import { leadListQuerySchema } from '../../../../shared/schemas/leads';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form-errors';
import type { LeadListFilter } from './applications-api';

export interface LeadFilterForm {
  q: string;
  from: string;
  to: string;
  status: HandlingStatus | '';
  doctor: string;
  source: string;
  utm: string;
  page: string;
}

export type FilterField = keyof LeadFilterForm;

export const EMPTY_FILTER_FORM: LeadFilterForm = { q: '', from: '', to: '', status: '', doctor: '', source: '', utm: '', page: '' };

export const isFilterSet = (form: LeadFilterForm) => Object.values(form).some((value) => value.trim() !== '');

/**
 * The filter to send (only the fields set), or the errors at the fields. `phonesVisible` false (a marketer the
 * owner did not open the phones to, issue 29): a phone search is said refused at its field, as the server would.
 */
export function filterOfForm(form: LeadFilterForm, phonesVisible = true): { filter: LeadListFilter; errors: FieldErrors<FilterField> } {
  if (!phonesVisible && searchesPhone(form.q)) return { filter: {}, errors: { q: PHONE_SEARCH_REFUSED } };
  const set = Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== '')) as LeadListFilter;
  const checked = z.safeParse(leadListQuerySchema, set);
  if (!checked.success) return { filter: {}, errors: fieldErrorsOf<FilterField>(checked.error) };
  const { limit: _limit, cursor: _cursor, ...filter } = checked.data;
  return { filter, errors: {} };
}
