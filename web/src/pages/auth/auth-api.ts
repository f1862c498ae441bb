// The two calls that sign a clinic user in: registration and login. Both answer a token.
import { userAuthorization, userRegistration } from '../../../../shared/api/account';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { api } from '../../api/client';

export function registerClinic(body: BodyOf<typeof userRegistration>) {
  return api.call(userRegistration, { body });
}

export function logIn(body: BodyOf<typeof userAuthorization>) {
  return api.call(userAuthorization, { body });
}
