// Server state of the applications screen: the filtered, paged lead list (GET /api/ticket/user), the staff's
// handling (POST /api/ticket/handling), delete (DELETE /api/google?id=), resend to one channel
// (POST /api/ticket/resend), and every page of a filter for the export.
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, QueryOf } from '../../../../shared/api/endpoint';
import { ticketDelete, ticketHandling, ticketList, ticketResend } from '../../../../shared/api/leads';
import type { LeadView } from '../../../../shared/schemas/leads';
import { api } from '../../api/client';

export const LEADS_PAGE_SIZE = 30;
/** Leads per call while gathering an export, and the most one export holds. */
const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_LEADS = 5000;

export type LeadListFilter = Omit<NonNullable<QueryOf<typeof ticketList>>, 'cursor' | 'limit'>;
type LeadPage = AnswerOf<typeof ticketList>;

const LEADS_KEY = ['leads'] as const;

export const leadsQuery = (filter: LeadListFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...LEADS_KEY, filter],
    queryFn: ({ pageParam, signal }) =>
      api.call(ticketList, { query: { ...filter, limit: LEADS_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

type LeadPages = InfiniteData<LeadPage, string | null>;

export function deleteLead(id: string) {
  return api.call(ticketDelete, { query: { id } });
}

export function resendLead(id: string, channel: BodyOf<typeof ticketResend>['channel']) {
  return api.call(ticketResend, { body: { id, channel } });
}

export function setLeadHandling(body: BodyOf<typeof ticketHandling>) {
  return api.call(ticketHandling, { body });
}

/** Every list of leads held (each filter's), changed the same way. */
function updatePages(client: QueryClient, change: (items: LeadView[]) => LeadView[]): void {
  client.setQueriesData<LeadPages>({ queryKey: LEADS_KEY }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
}

export function forgetLead(client: QueryClient, id: string): void {
  updatePages(client, (items) => items.filter((lead) => lead._id !== id));
}

export function replaceLead(client: QueryClient, next: LeadView): void {
  updatePages(client, (items) => items.map((lead) => (lead._id === next._id ? next : lead)));
}

export const refreshLeads = (client: QueryClient) => client.invalidateQueries({ queryKey: LEADS_KEY });

/** Every lead the filter finds, page after page, at most EXPORT_MAX_LEADS; `more` when there were more. */
export async function allLeadsOf(
  filter: LeadListFilter,
  signal?: AbortSignal,
): Promise<{ leads: LeadView[]; quizzes: LeadPage['quizzes']; more: boolean }> {
  const leads: LeadView[] = [];
  let quizzes: LeadPage['quizzes'] = [];
  let cursor: string | undefined;
  do {
    const page = await api.call(ticketList, { query: { ...filter, limit: EXPORT_PAGE_SIZE, cursor }, signal });
    if (cursor === undefined) quizzes = page.quizzes;
    leads.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && leads.length < EXPORT_MAX_LEADS);
  return { leads: leads.slice(0, EXPORT_MAX_LEADS), quizzes, more: Boolean(cursor) || leads.length > EXPORT_MAX_LEADS };
}
