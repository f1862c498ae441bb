// A marketer without the owner's permission reads 'Заявки' without the patients' phones (issue 29). The
// server hides them before the answer leaves it (the export is made from those answers, so it has none
// either), and refuses a phone search, which would otherwise tell whether a number is among the leads.
import { parseLeadSearch } from '../lead-list/search';
import { maskPhone } from './roles';

/** A run of 7 or more digits with the separators phones are written with: a phone, whatever the field. */
const PHONE_LIKE = /\+?\d[\d\s().-]{5,}\d/g;

/** Text with every phone-like run masked (quiz answers, comments and hidden fields may carry a number too). */
export function hidePhonesIn(text: string): string {
  return text.replace(PHONE_LIKE, (run) => (run.replace(/\D/g, '').length >= 7 ? maskPhone(run) : run));
}

export const PHONE_SEARCH_REFUSED = 'Поиск по телефону недоступен: владелец клиники не открыл вам телефоны пациентов';

/** Whether a 'Заявки' search looks for a phone (digits), which a person who cannot see phones may not do. */
export function searchesPhone(text: string | undefined): boolean {
  return Boolean(text && parseLeadSearch(text)?.phone);
}

interface PhoneCarrying {
  ClientPhone: string;
  comment?: string;
  answers?: Array<{ question: string; answer: string }>;
  hiddenFields?: Record<string, string>;
}

/** A lead as a person who may not see phones reads it. */
export function withoutPhones<L extends PhoneCarrying>(lead: L): L {
  return {
    ...lead,
    ClientPhone: lead.ClientPhone ? maskPhone(lead.ClientPhone) : '',
    ...(lead.comment !== undefined ? { comment: hidePhonesIn(lead.comment) } : {}),
    ...(lead.answers ? { answers: lead.answers.map((row) => ({ ...row, answer: hidePhonesIn(row.answer) })) } : {}),
    ...(lead.hiddenFields
      ? { hiddenFields: Object.fromEntries(Object.entries(lead.hiddenFields).map(([key, value]) => [key, hidePhonesIn(value)])) }
      : {}),
  };
}
