// The clinic's leads, newest first, filtered (shared/domain/lead-list/filter.ts) and paged by an opaque
// cursor (the sort key the page stopped at, base64url), with the clinic's quizzes (current name, A/B on)
// so the list can name each quiz lead's quiz, and its integrations' names so each status names its
// group, account or MIS rather than an id.
//
// Where the filtering happens (issue 26 §1): here, over a bounded read. The list never loaded a clinic's
// every lead (it pages, 30 at a time), and a clinic with years of leads has thousands, so the browser
// cannot filter them; DynamoDB cannot run the search's phone rule. So the period narrows the key range
// (leads sort by their creation time), and each call reads at most a fixed number of the range's leads,
// matching them in code: the first page (no cursor) reads up to FIRST_PAGE_READ to count the filter's
// leads per staff status and gather the filters' values, a later page up to NEXT_PAGE_READ to fill its
// `limit`. A page may come back short (even empty) with a cursor when the read budget ran out first;
// counts past the first read say so (capped).
import type { LeadKind, LeadListQuery, LeadPage } from '../../../shared/schemas/leads';
import { destinationNames } from '../../../shared/domain/integration-names';
import { inPeriod, leadMatcher, type LeadFilter } from '../../../shared/domain/lead-list/filter';
import { LeadTally } from '../../../shared/domain/lead-list/tally';
import { SOURCE_ANY_QUIZ } from '../../../shared/domain/lead-list/source';
import { addDays } from '../../../shared/domain/schedule';
import { getIntegrations } from '../../store/integrations';
import { leadKeys } from '../../store/keys';
import type { LeadItem } from '../../store/leads';
import { scanLeads, type LeadKeySpan } from '../../store/lead-range';
import { listQuizSummaries } from '../../store/quiz-summaries';
import { InvalidRequestError } from '../errors';
import { toLeadView } from './view';

/** Leads one first page reads at most to count them (a busy clinic's month or two). */
export const FIRST_PAGE_READ = 2000;
/** Leads one later page reads at most while filling its limit. */
export const NEXT_PAGE_READ = 1000;

const badCursor = () => new InvalidRequestError('BAD_CURSOR', 'Неверный курсор страницы', { cursor: 'Неверный курсор страницы' });

/**
 * The sort keys that can hold the period's leads. A lead's day is its clinic's (UTC−12 … UTC+14), so the
 * span reaches a UTC day beyond each end; the filter then checks each lead's own day.
 */
export function leadKeySpan(filter: Pick<LeadFilter, 'from' | 'to'>): LeadKeySpan {
  return {
    low: `${leadKeys.leadPrefix}${filter.from ? addDays(filter.from, -1) : ''}`,
    high: `${leadKeys.leadPrefix}${filter.to ? addDays(filter.to, 2) : '~'}`,
  };
}

function cursorToSortKey(cursor: string | undefined, span: LeadKeySpan): string | undefined {
  if (!cursor) return undefined;
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!sk.startsWith(leadKeys.leadPrefix) || sk < span.low || sk > span.high) throw badCursor();
  return sk;
}

const toCursor = (sk: string | undefined) => (sk ? Buffer.from(sk, 'utf8').toString('base64url') : null);

function filterOf(query: LeadListQuery, kind?: LeadKind): LeadFilter {
  const filter: LeadFilter = {
    q: query.q || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    status: query.status || undefined,
    doctor: query.doctor || undefined,
    source: query.source || undefined,
    utm: query.utm || undefined,
    page: query.page || undefined,
  };
  // GET /api/quiz/data: quiz answers only (one quiz's when the source names it).
  if (kind === 'quiz' && !filter.source?.startsWith(SOURCE_ANY_QUIZ)) filter.source = SOURCE_ANY_QUIZ;
  return filter;
}

interface FoundPage {
  items: LeadItem[];
  nextSk?: string;
  tally?: LeadTally;
  capped: boolean;
}

/** The first page: reads the span up to FIRST_PAGE_READ, counting every match, keeping the first `limit`. */
async function firstPage(userId: string, span: LeadKeySpan, filter: LeadFilter, limit: number): Promise<FoundPage> {
  const tally = new LeadTally(leadMatcher(filter));
  const items: LeadItem[] = [];
  let pageEnd: string | undefined;
  let matched = 0;
  const scan = await scanLeads(userId, span, undefined, FIRST_PAGE_READ, (lead, sk) => {
    if (!inPeriod(lead, filter) || !tally.add(lead)) return true;
    matched += 1;
    if (items.length < limit) {
      items.push(lead);
      pageEnd = sk;
    }
    return true;
  });
  const more = !scan.exhausted || matched > limit;
  // Past the page's last lead when more matched; past what was read when the budget ran out first.
  const nextSk = !more ? undefined : items.length === limit ? pageEnd : scan.lastSk;
  return { items, nextSk, tally, capped: !scan.exhausted };
}

/** A later page: reads on from the cursor until `limit` leads (and one more) match or NEXT_PAGE_READ were read. */
async function nextPage(userId: string, span: LeadKeySpan, filter: LeadFilter, limit: number, after: string): Promise<FoundPage> {
  const matches = leadMatcher(filter);
  const items: LeadItem[] = [];
  let pageEnd: string | undefined;
  // One match past the limit says whether a next page has any.
  const scan = await scanLeads(userId, span, after, NEXT_PAGE_READ, (lead, sk) => {
    if (!inPeriod(lead, filter) || !matches(lead)) return true;
    items.push(lead);
    if (items.length === limit) pageEnd = sk;
    return items.length <= limit;
  });
  const nextSk = items.length > limit ? pageEnd : scan.exhausted ? undefined : scan.lastSk;
  return { items: items.slice(0, limit), nextSk, capped: false };
}

/** Bookings and quiz answers together; with `kind`, quiz answers only (GET /api/quiz/data). */
export async function listClinicLeads(userId: string, query: LeadListQuery, kind?: LeadKind): Promise<LeadPage> {
  const filter = filterOf(query, kind);
  const span = leadKeySpan(filter);
  const after = cursorToSortKey(query.cursor, span);
  const [page, quizzes, { integrations }] = await Promise.all([
    after ? nextPage(userId, span, filter, query.limit, after) : firstPage(userId, span, filter, query.limit),
    listQuizSummaries(userId),
    getIntegrations(userId),
  ]);
  return {
    items: page.items.map(toLeadView),
    nextCursor: toCursor(page.nextSk),
    quizzes: quizzes.map((quiz) => ({ _id: quiz.id, name: quiz.name, ABTestBool: quiz.abTest })),
    destinations: destinationNames(integrations),
    counts: page.tally ? page.tally.counts(page.capped) : null,
    facets: page.tally ? page.tally.facets() : null,
  };
}
