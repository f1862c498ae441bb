// Server state of the applications screen: the paged lead list (GET /api/ticket/user?cursor=&limit=),
// delete (DELETE /api/google?id=) and resend to one channel (POST /api/ticket/resend).
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '../../../../shared/api/endpoint';
import { ticketDelete, ticketList, ticketResend } from '../../../../shared/api/leads';
import type { LeadView } from '../../../../shared/schemas/leads';
import { api } from '../../api/client';

export const LEADS_PAGE_SIZE = 30;

export const leadsQuery = infiniteQueryOptions({
  queryKey: ['leads'],
  queryFn: ({ pageParam, signal }) => api.call(ticketList, { query: { limit: LEADS_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor ?? null,
});

type LeadPages = InfiniteData<AnswerOf<typeof ticketList>, string | null>;

export function deleteLead(id: string) {
  return api.call(ticketDelete, { query: { id } });
}

export function resendLead(id: string, channel: BodyOf<typeof ticketResend>['channel']) {
  return api.call(ticketResend, { body: { id, channel } });
}

function updatePages(client: QueryClient, change: (items: LeadView[]) => LeadView[]): void {
  client.setQueryData<LeadPages>(leadsQuery.queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
}

export function forgetLead(client: QueryClient, id: string): void {
  updatePages(client, (items) => items.filter((lead) => lead._id !== id));
}

export function replaceLead(client: QueryClient, next: LeadView): void {
  updatePages(client, (items) => items.map((lead) => (lead._id === next._id ? next : lead)));
}
