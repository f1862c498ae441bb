// The calls of the auth pages: registration (answers what to do next: open the letter), its confirmation
// and login (both answer a token); the ways back into an account: a sign-in link, a new password by a
// link, the sign-up letter again; and the new login e-mail's confirmation.
import {
  userAuthorization,
  userEmailConfirm,
  userLink,
  userLinkSignIn,
  userPasswordReset,
  userRegistration,
  userRegistrationConfirm,
} from '../../../../shared/api/account';
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

/** The sign-up letter again, for the password of that sign-up (a login before confirming). */
export function resendSignUpLetter({ email, password }: BodyOf<typeof userAuthorization>) {
  return api.call(userLink, { body: { purpose: 'sign-up', email, password } });
}

export function askForSignInLink(email: string) {
  return api.call(userLink, { body: { purpose: 'sign-in', email } });
}

export function signInByLink(token: string) {
  return api.call(userLinkSignIn, { body: { token } });
}

export function askForPasswordReset(email: string) {
  return api.call(userLink, { body: { purpose: 'password-reset', email } });
}

export function resetPassword(body: BodyOf<typeof userPasswordReset>) {
  return api.call(userPasswordReset, { body });
}

export function confirmLoginEmail(token: string) {
  return api.call(userEmailConfirm, { body: { token } });
}
