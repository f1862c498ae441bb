// Server state of 'Сотрудники' and 'Журнал действий' (issue 29): the clinic's people and invitations, the
// owner's changes to them, and the activity log a page at a time.
import { queryOptions } from '@tanstack/react-query';
import { activityList, invitationRevoke, staffInvite, staffList, staffRemove, staffUpdate } from '../../../../shared/api/staff';
import type { ActivityQuery, StaffChangeInput, StaffInviteInput } from '../../../../shared/schemas/staff';
import { api } from '../../api/client';

export const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => api.call(staffList, { signal }),
});

export const inviteStaff = (body: StaffInviteInput) => api.call(staffInvite, { body });
export const changeStaff = (body: StaffChangeInput) => api.call(staffUpdate, { body });
export const removeStaff = (personId: string) => api.call(staffRemove, { query: { personId } });
export const revokeInvitation = (inviteId: string) => api.call(invitationRevoke, { query: { inviteId } });

export type ActivityFilter = Omit<ActivityQuery, 'cursor'>;

export const activityQuery = (filter: ActivityFilter) => ({
  queryKey: ['activity', filter] as const,
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    api.call(activityList, { query: { ...filter, cursor: pageParam ?? undefined }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (page: { cursor: string | null }) => page.cursor,
});
