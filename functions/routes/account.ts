// Rows of the clinic user's account: registration, login, profile, password.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/account';
import { route } from '../http/route';

export const userRegistration = /* @__PURE__ */ route(api.userRegistration, {
  handler: 'functions/handlers/user/registration.ts',
  rateLimit: 'auth',
  grants: { table: 'readWrite', sendTo: ['accountMail'] },
});

export const userRegistrationConfirm = /* @__PURE__ */ route(api.userRegistrationConfirm, {
  handler: 'functions/handlers/user/registration-confirm.ts',
  rateLimit: 'auth',
  grants: { table: 'readWrite', secrets: ['signingKey'] },
});

export const userAuthorization = /* @__PURE__ */ route(api.userAuthorization, {
  handler: 'functions/handlers/user/authorization.ts',
  rateLimit: 'auth',
  // Writes the e-mail's failed-login count (the lockout).
  grants: { table: 'readWrite', secrets: ['signingKey'] },
});

export const userGet = /* @__PURE__ */ route(api.userGet, {
  handler: 'functions/handlers/user/get.ts',
  grants: { table: 'read', secrets: ['publicKeys'] },
});

export const userUpdate = /* @__PURE__ */ route(api.userUpdate, {
  handler: 'functions/handlers/user/update.ts',
  grants: { table: 'readWrite', secrets: ['publicKeys'] },
});

export const userPassword = /* @__PURE__ */ route(api.userPassword, {
  handler: 'functions/handlers/user/password.ts',
  grants: { table: 'readWrite', secrets: ['publicKeys'] },
});
