// The filters of 'Заявки' as one pure rule (issue 26 §1): search, period (the clinic-local days the lead
// came in, in the zone it came in, as its time is shown), staff status, doctor, source, utm_source and
// landing page. The server runs it over the clinic's leads; counts per staff status ignore the status
// filter itself, so each status shows what choosing it would find.
import { DEFAULT_TIMEZONE } from '../../schemas/clinic';
import type { HandlingStatus } from '../../schemas/lead-handling';
import { localMoment } from '../schedule';
import { matchesLeadSearch, parseLeadSearch } from './search';
import { landingPageOf, matchesSource, utmSourceOf } from './source';

export interface LeadFilter {
  q?: string;
  /** 'yyyy-mm-dd', clinic-local, both ends included. */
  from?: string;
  to?: string;
  status?: HandlingStatus;
  doctor?: string;
  /** 'widget', 'quiz' or 'quiz:<id>' (source.ts). */
  source?: string;
  utm?: string;
  page?: string;
}

export interface FilterableLead {
  kind: 'booking' | 'quiz';
  ClientFullName: string;
  ClientPhone: string;
  createdAt: string;
  timezone?: string;
  doctorId?: string;
  quizId?: string;
  Utm: string;
  URL: string;
  handling?: { status: HandlingStatus };
}

export const handlingStatusOf = (lead: Pick<FilterableLead, 'handling'>): HandlingStatus => lead.handling?.status ?? 'new';

/** The clinic-local day the lead came in. */
export function leadDay(lead: Pick<FilterableLead, 'createdAt' | 'timezone'>): string {
  try {
    return localMoment(lead.timezone || DEFAULT_TIMEZONE, new Date(lead.createdAt)).date;
  } catch {
    return localMoment(DEFAULT_TIMEZONE, new Date(lead.createdAt)).date;
  }
}

export type LeadMatcher = (lead: FilterableLead, options?: { ignoreStatus?: boolean }) => boolean;

export function leadMatcher(filter: LeadFilter): LeadMatcher {
  const search = parseLeadSearch(filter.q ?? '');
  const page = filter.page ? landingPageOf(filter.page) : '';
  const utm = filter.utm?.toLocaleLowerCase('ru');
  return (lead, { ignoreStatus = false } = {}) => {
    if (!ignoreStatus && filter.status && handlingStatusOf(lead) !== filter.status) return false;
    if (filter.doctor && lead.doctorId !== filter.doctor) return false;
    if (filter.source && !matchesSource(lead, filter.source)) return false;
    if (utm && utmSourceOf(lead.Utm).toLocaleLowerCase('ru') !== utm) return false;
    if (page && landingPageOf(lead.URL) !== page) return false;
    if (!inPeriod(lead, filter)) return false;
    return !search || matchesLeadSearch(lead, search);
  };
}

export function inPeriod(lead: Pick<FilterableLead, 'createdAt' | 'timezone'>, { from, to }: Pick<LeadFilter, 'from' | 'to'>): boolean {
  if (!from && !to) return true;
  const day = leadDay(lead);
  return !((from && day < from) || (to && day > to));
}

/** Whether any filter is set (an empty filter lists every lead). */
export const isFiltered = (filter: LeadFilter) => Object.values(filter).some((value) => value !== undefined && value !== '');
