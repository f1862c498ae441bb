// Rows of the clinic user's account: registration, login, recovery, profile, password, logout.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/account';
import { route } from '../http/route';

export const userRegistration = /* @__PURE__ */ route(api.userRegistration, {
  handler: 'functions/handlers/user/registration.ts',
  reservedConcurrency: 10,
  rateLimit: 'auth',
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['REGISTRATION#', 'PENDING_EMAIL#', 'EMAIL#', 'LIMIT#'],
    sendTo: ['accountMail'],
  },
});

export const userRegistrationConfirm = /* @__PURE__ */ route(api.userRegistrationConfirm, {
  handler: 'functions/handlers/user/registration-confirm.ts',
  reservedConcurrency: 10,
  rateLimit: 'auth',
  // Remembers the address it signs in from (LOGIN#…KNOWN#).
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['REGISTRATION#', 'TENANT#', 'EMAIL#', 'LOGIN#'],
    secrets: ['signingKey'],
  },
});

export const userAuthorization = /* @__PURE__ */ route(api.userAuthorization, {
  handler: 'functions/handlers/user/authorization.ts',
  reservedConcurrency: 20,
  rateLimit: 'auth',
  // Takes password attempts (LOGIN#…FAILURES, FROM#), remembers the address (KNOWN#), reads a pending sign-up.
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['EMAIL#', 'TENANT#', 'LOGIN#', 'PENDING_EMAIL#', 'REGISTRATION#'],
    secrets: ['signingKey'],
  },
});

export const userLink = /* @__PURE__ */ route(api.userLink, {
  handler: 'functions/handlers/user/link.ts',
  reservedConcurrency: 5,
  rateLimit: 'auth',
  // A sign-in or reset letter: counts the letters (LIMIT#) and queues the request; the account-mail consumer
  // looks the account up. The sign-up letter again: takes a password attempt (LOGIN#), reads the pending
  // sign-up and stores it again under a new code.
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['LIMIT#', 'EMAIL#', 'LOGIN#', 'PENDING_EMAIL#', 'REGISTRATION#'],
    sendTo: ['accountMail'],
  },
});

export const userLinkSignIn = /* @__PURE__ */ route(api.userLinkSignIn, {
  handler: 'functions/handlers/user/link-sign-in.ts',
  reservedConcurrency: 10,
  rateLimit: 'auth',
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['ACCOUNT_LINK#', 'TENANT#', 'LOGIN#'],
    secrets: ['signingKey'],
  },
});

export const userPasswordReset = /* @__PURE__ */ route(api.userPasswordReset, {
  handler: 'functions/handlers/user/password-reset.ts',
  reservedConcurrency: 10,
  rateLimit: 'auth',
  // Spends the link, sets the hash with a new session version, lifts the e-mail's lockout.
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['ACCOUNT_LINK#', 'TENANT#', 'LOGIN#'],
    secrets: ['signingKey'],
  },
});

export const userLogout = /* @__PURE__ */ route(api.userLogout, {
  roles: 'everyone',
  handler: 'functions/handlers/user/logout.ts',
  grants: { table: ['GetItem', 'UpdateItem'], secrets: ['publicKeys'] },
});

export const userGet = /* @__PURE__ */ route(api.userGet, {
  roles: 'everyone',
  handler: 'functions/handlers/user/get.ts',
  grants: { table: ['GetItem'], secrets: ['publicKeys'] },
});

export const userUpdate = /* @__PURE__ */ route(api.userUpdate, {
  roles: 'everyone',
  handler: 'functions/handlers/user/update.ts',
  grants: { table: ['GetItem', 'UpdateItem'], secrets: ['publicKeys'] },
});

export const userEmail = /* @__PURE__ */ route(api.userEmail, {
  roles: 'everyone',
  handler: 'functions/handlers/user/email.ts',
  rateLimit: 'auth',
  // Takes password attempts with the login's (LOGIN#); queues the letter to the new address.
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys'], sendTo: ['accountMail'] },
});

export const userEmailConfirm = /* @__PURE__ */ route(api.userEmailConfirm, {
  handler: 'functions/handlers/user/email-confirm.ts',
  reservedConcurrency: 5,
  rateLimit: 'auth',
  // Spends the link, moves the e-mail guard (the old one released only when it is this account's) and the account.
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['ACCOUNT_LINK#', 'TENANT#', 'EMAIL#'],
    sendTo: ['accountMail'],
  },
});

export const userPassword = /* @__PURE__ */ route(api.userPassword, {
  roles: 'everyone',
  handler: 'functions/handlers/user/password.ts',
  rateLimit: 'auth',
  // Takes password attempts with the login's (LOGIN#).
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys'] },
});
