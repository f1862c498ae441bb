// Server state of the account screen (docs/contract/cabinet.md §4, §7, §8): PUT /api/user, PUT /api/user/email,
// PUT /api/user/password, and
// the tariff payment: the signed Modulbank form (GET /api/user/pay/form, fetched again as it ages) and the
// confirmation on return (POST /api/user/pay). The user itself (GET /api/user) is the session's query,
// in web/src/api/user.ts.
import { queryOptions } from '@tanstack/react-query';
import { userEmail, userPassword, userUpdate } from '../../../../shared/api/account';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { paymentConfirm, paymentForm } from '../../../../shared/api/payment';
import { storeToken } from '../../session/token';
import { api } from '../../api/client';

/** `version` is the profile's version the edit was based on (a stale one gets 409). */
export function saveProfile(user: BodyOf<typeof userUpdate>['user'], version: number, keepalive = false) {
  return api.call(userUpdate, { body: { user, version }, keepalive });
}

/** The login e-mail changes only with the current password; `version` as for saveProfile. */
export function changeEmail(body: BodyOf<typeof userEmail>) {
  return api.call(userEmail, { body });
}

/** The change ends every other session; this tab keeps working with the new token the answer carries. */
export async function changePassword(body: BodyOf<typeof userPassword>) {
  const answer = await api.call(userPassword, { body });
  storeToken(answer.token);
  return answer;
}

/** The spec's 60 s until the server says otherwise: the bank refuses a form whose timestamp has aged. */
const FORM_REFRESH_MS = 60_000;
const refreshMsOf = (refreshSeconds: number | undefined) => (refreshSeconds ? refreshSeconds * 1000 : FORM_REFRESH_MS);

export const paymentFormQuery = queryOptions({
  queryKey: ['payment-form'],
  queryFn: ({ signal }) => api.call(paymentForm, { signal }),
  staleTime: (query) => refreshMsOf(query.state.data?.refreshSeconds),
  refetchInterval: (query) => refreshMsOf(query.state.data?.refreshSeconds),
});

/** Whether a form fetched at `fetchedAt` is still fresh enough to post. */
export function isFormFresh(fetchedAt: number, refreshSeconds: number, now = Date.now()): boolean {
  return now - fetchedAt < refreshMsOf(refreshSeconds);
}

/** The server asks the bank about the transaction; `time` is what the spec's client sent (ignored by the server). */
export function confirmPayment(transactionId: string) {
  return api.call(paymentConfirm, { body: { transaction_id: transactionId, time: Date.now() - 30_000 } });
}
