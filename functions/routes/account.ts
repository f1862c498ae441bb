// Rows of the clinic user's account: registration, login, profile, password.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/account';
import { route } from '../http/route';

export const userRegistration = /* @__PURE__ */ route(api.userRegistration, {
  handler: 'functions/handlers/user/registration.ts',
  reservedConcurrency: 10,
  rateLimit: 'auth',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], tablePartitions: ['REGISTRATION#', 'EMAIL#', 'LIMIT#'], sendTo: ['accountMail'] },
});

export const userRegistrationConfirm = /* @__PURE__ */ route(api.userRegistrationConfirm, {
  handler: 'functions/handlers/user/registration-confirm.ts',
  reservedConcurrency: 10,
  rateLimit: 'auth',
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['REGISTRATION#', 'TENANT#', 'EMAIL#'],
    secrets: ['signingKey'],
  },
});

export const userAuthorization = /* @__PURE__ */ route(api.userAuthorization, {
  handler: 'functions/handlers/user/authorization.ts',
  reservedConcurrency: 20,
  rateLimit: 'auth',
  // Writes the e-mail's failed-login count (the lockout).
  grants: { table: ['GetItem', 'PutItem'], tablePartitions: ['EMAIL#', 'TENANT#', 'LOGIN#'], secrets: ['signingKey'] },
});

export const userGet = /* @__PURE__ */ route(api.userGet, {
  handler: 'functions/handlers/user/get.ts',
  grants: { table: ['GetItem'], secrets: ['publicKeys'] },
});

export const userUpdate = /* @__PURE__ */ route(api.userUpdate, {
  handler: 'functions/handlers/user/update.ts',
  grants: { table: ['GetItem', 'UpdateItem'], secrets: ['publicKeys'] },
});

export const userEmail = /* @__PURE__ */ route(api.userEmail, {
  handler: 'functions/handlers/user/email.ts',
  rateLimit: 'auth',
  // Moves the e-mail guard and counts wrong passwords with the login's (LOGIN#); mails the previous address.
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], secrets: ['publicKeys'], sendTo: ['accountMail'] },
});

export const userPassword = /* @__PURE__ */ route(api.userPassword, {
  handler: 'functions/handlers/user/password.ts',
  grants: { table: ['GetItem', 'UpdateItem'], secrets: ['publicKeys'] },
});
