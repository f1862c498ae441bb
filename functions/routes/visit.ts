// Rows of the patient's visit page (/visit, issue 26 §3): read, cancel and move one visit by its link.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as visitApi from '../../shared/api/visit';
import { route } from '../http/route';

// The patient's visit page (/visit): the link's key, the visit's lead and its reservations, the allowances.
const visitGrants = { table: ['GetItem', 'Query', 'UpdateItem'], tablePartitions: ['TENANT#', 'LIMIT#'], secrets: ['visitLink'] } as const;
// A patient's change frees the visit's own reservations (DeleteItem, each on the condition that it is still this
// lead's: functions/store/patient-visits.ts), the one delete a public function may make (infra/cdk/iam.suite.ts).

export const visitRead = /* @__PURE__ */ route(visitApi.visitRead, {
  handler: 'functions/handlers/visit/read.ts',
  reservedConcurrency: 5,
  rateLimit: 'lead',
  grants: visitGrants,
});

export const visitCancel = /* @__PURE__ */ route(visitApi.visitCancel, {
  handler: 'functions/handlers/visit/cancel.ts',
  reservedConcurrency: 3,
  rateLimit: 'lead',
  grants: { ...visitGrants, table: ['GetItem', 'UpdateItem', 'DeleteItem'], publishTo: ['lead'] },
});

export const visitReschedule = /* @__PURE__ */ route(visitApi.visitReschedule, {
  handler: 'functions/handlers/visit/reschedule.ts',
  reservedConcurrency: 3,
  rateLimit: 'lead',
  grants: { ...visitGrants, table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], publishTo: ['lead'] },
});
