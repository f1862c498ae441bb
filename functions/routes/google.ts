// Rows of the Google Sheets integration. One export per row, each pure: a handler imports its own row.
// The client secret is read by the rows that talk to Google's token endpoint (and signs the OAuth state).
import * as api from '../../shared/api/google';
import { route } from '../http/route';

export const googleUrl = /* @__PURE__ */ route(api.googleUrl, {
  roles: 'owner',
  handler: 'functions/handlers/google/url.ts',
  grants: { table: ['GetItem'], secrets: ['publicKeys', 'googleClient'] },
});

export const googleCode = /* @__PURE__ */ route(api.googleCode, {
  roles: 'owner',
  handler: 'functions/handlers/google/code.ts',
  // The grant item, then the entry in the integrations (with its public and destinations copies).
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys', 'googleClient'] },
});

export const googleRefresh = /* @__PURE__ */ route(api.googleRefresh, {
  roles: 'owner',
  handler: 'functions/handlers/google/refresh.ts',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys', 'googleClient'] },
});
