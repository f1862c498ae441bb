// Rows IDENT calls (the clinic's MIS polls and pushes; docs/integrations.md, IDENT).
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
// IDENT reads text: every error, the HTTP chain's own too (bad JSON or XML, a body past its limit), is plain text.
import * as api from '../../shared/api/ident';
import { route } from '../http/route';
import { readIdentBody } from '../http/ident-body';

export const identGetTickets = /* @__PURE__ */ route(api.identGetTickets, {
  handler: 'functions/handlers/ident/get-tickets.ts',
  reservedConcurrency: 20,
  textErrors: true,
  grants: { table: ['GetItem', 'Query'] },
});

export const identPostTimeTable = /* @__PURE__ */ route(api.identPostTimeTable, {
  handler: 'functions/handlers/ident/post-timetable.ts',
  reservedConcurrency: 10,
  textErrors: true,
  // JSON or XML, gzip or not, up to 5 MB as it arrives (domain/mis/ident-body.ts).
  readBody: readIdentBody,
  // Writes only the clinic's doctor items and the entry's last sync (reads its key claim and integrations).
  grants: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], tablePartitions: ['TENANT#', 'IDENT_KEY#'] },
});

// Telephony polls (docs/integrations.md, IDENT): the key is checked as on every call, the answer is [].
export const identGetFinishedCalls = /* @__PURE__ */ route(api.identGetFinishedCalls, {
  handler: 'functions/handlers/ident/get-finished-calls.ts',
  reservedConcurrency: 10,
  textErrors: true,
  grants: { table: ['GetItem'] },
});

export const identGetOngoingCalls = /* @__PURE__ */ route(api.identGetOngoingCalls, {
  handler: 'functions/handlers/ident/get-ongoing-calls.ts',
  reservedConcurrency: 10,
  textErrors: true,
  grants: { table: ['GetItem'] },
});
