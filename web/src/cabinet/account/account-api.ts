// Server state of the account screen (spec cabinet §4, §8): PUT /api/user and PUT /api/user/password.
// The user itself (GET /api/user) is the session's query, in web/src/api/user.ts.
import { userPassword, userUpdate } from '../../../../shared/api/account';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { api } from '../../api/client';

export function saveProfile(user: BodyOf<typeof userUpdate>['user'], keepalive = false) {
  return api.call(userUpdate, { body: { user }, keepalive });
}

export function changePassword(body: BodyOf<typeof userPassword>) {
  return api.call(userPassword, { body });
}
