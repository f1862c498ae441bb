// Server state of the account screen (spec cabinet §4, §8): PUT /api/user and PUT /api/user/password.
// The user itself (GET /api/user) is the session's query, in web/src/api/user.ts.
import type { ChangePasswordInput, UpdateUserInput, UserView } from '../../../../shared/schemas/user';
import { api } from '../../api/client';

export function saveProfile(user: UpdateUserInput['user'], keepalive = false): Promise<Partial<UserView>> {
  return api.put<Partial<UserView>>('/user', { user }, { keepalive });
}

export function changePassword(body: ChangePasswordInput): Promise<{ _id: string }> {
  return api.put<{ _id: string }>('/user/password', body);
}
