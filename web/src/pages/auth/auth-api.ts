// The calls of the auth pages: registration (answers what to do next: open the letter), its
// confirmation and login (both answer a token).
import { userAuthorization, userRegistration, userRegistrationConfirm } from '../../../../shared/api/account';
import type { BodyOf } from '../../../../shared/api/endpoint';
import { api } from '../../api/client';

export function registerClinic(body: BodyOf<typeof userRegistration>) {
  return api.call(userRegistration, { body });
}

export function logIn(body: BodyOf<typeof userAuthorization>) {
  return api.call(userAuthorization, { body });
}

export function confirmRegistration(code: string) {
  return api.call(userRegistrationConfirm, { body: { code } });
}
