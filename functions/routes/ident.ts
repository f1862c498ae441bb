// Rows IDENT calls (the clinic's MIS polls and pushes; design/integrations.md §1).
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/ident';
import { route } from '../http/route';

export const identGetTickets = /* @__PURE__ */ route(api.identGetTickets, {
  handler: 'functions/handlers/ident/get-tickets.ts',
  grants: { table: ['GetItem', 'Query'] },
});

export const identPostTimeTable = /* @__PURE__ */ route(api.identPostTimeTable, {
  handler: 'functions/handlers/ident/post-timetable.ts',
  // Writes only the clinic's doctor items (reads its key claim and integrations).
  grants: { table: ['GetItem', 'Query', 'PutItem'], tablePartitions: ['TENANT#', 'IDENT_KEY#'] },
});
