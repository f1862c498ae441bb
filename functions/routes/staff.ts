// Rows of the clinic's staff and activity log (issue 29). Contracts: shared/api/staff.ts. Everything but the
// invitation's acceptance is the owner's; the acceptance is public (the letter's code is the key).
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/staff';
import { route } from '../http/route';

const publicKeys = ['publicKeys'] as const;

export const staffList = /* @__PURE__ */ route(api.staffList, {
  roles: 'owner',
  handler: 'functions/handlers/staff/list.ts',
  grants: { table: ['GetItem', 'Query'], secrets: [...publicKeys] },
});

export const staffInvite = /* @__PURE__ */ route(api.staffInvite, {
  roles: 'owner',
  handler: 'functions/handlers/staff/invite.ts',
  // No reservation: only a signed-in owner calls it, 10 a day per clinic; the account's reserved total is near its cap.
  // Counts the invitations (LIMIT#), writes the invitation and its code's item, queues the letter, logs it.
  grants: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], secrets: [...publicKeys], sendTo: ['accountMail'] },
});

export const staffUpdate = /* @__PURE__ */ route(api.staffUpdate, {
  roles: 'owner',
  handler: 'functions/handlers/staff/update.ts',
  grants: { table: ['GetItem', 'UpdateItem', 'PutItem'], secrets: [...publicKeys] },
});

export const staffRemove = /* @__PURE__ */ route(api.staffRemove, {
  roles: 'owner',
  handler: 'functions/handlers/staff/remove.ts',
  // Deletes the person's account, marks their entry removed, releases their e-mail guard, logs it.
  grants: { table: ['GetItem', 'UpdateItem', 'DeleteItem', 'PutItem'], secrets: [...publicKeys] },
});

export const invitationRevoke = /* @__PURE__ */ route(api.invitationRevoke, {
  roles: 'owner',
  handler: 'functions/handlers/staff/revoke.ts',
  grants: { table: ['GetItem', 'DeleteItem', 'PutItem'], secrets: [...publicKeys] },
});

export const invitationAccept = /* @__PURE__ */ route(api.invitationAccept, {
  handler: 'functions/handlers/staff/accept.ts',
  // Invitations are few (10 a day per clinic): 3, as the visit page's rows, keeps the account's total under half its quota.
  reservedConcurrency: 3,
  rateLimit: 'auth',
  // Marks the invitation used, writes the person's account, e-mail guard and entry, remembers the address (LOGIN#…KNOWN#).
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['STAFF_INVITE#', 'TENANT#', 'EMAIL#', 'LOGIN#'],
    secrets: ['signingKey'],
  },
});

export const activityList = /* @__PURE__ */ route(api.activityList, {
  roles: 'owner',
  handler: 'functions/handlers/staff/activity.ts',
  grants: { table: ['GetItem', 'Query'], secrets: [...publicKeys] },
});
