// Server state of the account screen (spec cabinet §4, §8): PUT /api/user and PUT /api/user/password.
// The user itself (GET /api/user) is the session's query, in web/src/api/user.ts.
import { userPassword, userUpdate } from '../../../../shared/api/account';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { storeToken } from '../../session/token';
import { api } from '../../api/client';

/** `version` is the profile's version the edit was based on (a stale one gets 409). */
export function saveProfile(user: BodyOf<typeof userUpdate>['user'], version: number, keepalive = false) {
  return api.call(userUpdate, { body: { user, version }, keepalive });
}

/** The change ends every other session; this tab keeps working with the new token the answer carries. */
export async function changePassword(body: BodyOf<typeof userPassword>) {
  const answer = await api.call(userPassword, { body });
  storeToken(answer.token);
  return answer;
}
