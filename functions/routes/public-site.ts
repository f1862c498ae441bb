// Rows the product's own public site uses: the landing lead form and browser error reports.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/public-site';
import { route } from '../http/route';

export const landingLead = /* @__PURE__ */ route(api.landingLead, {
  handler: 'functions/handlers/landing/lead.ts',
  reservedConcurrency: 5,
  rateLimit: 'lead',
  grants: { table: ['PutItem', 'UpdateItem'], tablePartitions: ['LANDING_LEAD', 'LIMIT#', 'POW#'], sendTo: ['landingMail'] },
});

export const errorReport = /* @__PURE__ */ route(api.errorReport, {
  handler: 'functions/handlers/errors/report.ts',
  reservedConcurrency: 5,
  rateLimit: 'report',
  grants: { table: ['PutItem', 'UpdateItem'], tablePartitions: ['ERROR_REPORT#', 'LIMIT#'] },
});

export const challenge = /* @__PURE__ */ route(api.challenge, {
  handler: 'functions/handlers/landing/challenge.ts',
  reservedConcurrency: 20,
  rateLimit: 'lead',
  grants: {},
});
