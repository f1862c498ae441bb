// Rows of the patient-facing booking widget and its loader script.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/widget';
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
