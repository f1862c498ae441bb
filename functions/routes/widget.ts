// Rows of the patient-facing booking widget, its loader script and the patient's visit page.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/widget';
import * as visitApi from '../../shared/api/visit';
import { route } from '../http/route';

export const widgetData = /* @__PURE__ */ route(api.widgetData, {
  handler: 'functions/handlers/widget/data.ts',
  reservedConcurrency: 50,
  grants: { table: ['Query'] },
  edgeCached: { keyedBy: ['id'] },
});

export const widgetLoader = /* @__PURE__ */ route(api.widgetLoader, {
  handler: 'functions/handlers/widget/loader.ts',
  reservedConcurrency: 20,
  grants: { table: ['GetItem'] },
  crossOrigin: true,
  edgeCached: { keyedBy: ['id'] },
});

// The patient's visit page (/visit): the link's key, the visit's lead and its reservations, the allowances.
const visitGrants = { table: ['GetItem', 'Query', 'UpdateItem'], tablePartitions: ['TENANT#', 'LIMIT#'], secrets: ['visitLink'] } as const;

export const visitRead = /* @__PURE__ */ route(visitApi.visitRead, {
  handler: 'functions/handlers/visit/read.ts',
  reservedConcurrency: 10,
  rateLimit: 'lead',
  grants: visitGrants,
});

export const visitCancel = /* @__PURE__ */ route(visitApi.visitCancel, {
  handler: 'functions/handlers/visit/cancel.ts',
  reservedConcurrency: 5,
  rateLimit: 'lead',
  grants: { ...visitGrants, table: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem'], publishTo: ['lead'] },
});

export const visitReschedule = /* @__PURE__ */ route(visitApi.visitReschedule, {
  handler: 'functions/handlers/visit/reschedule.ts',
  reservedConcurrency: 5,
  rateLimit: 'lead',
  grants: { ...visitGrants, table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], publishTo: ['lead'] },
});
