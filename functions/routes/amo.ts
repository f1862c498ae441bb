// Rows of the amoCRM connection (docs/contract/cabinet.md §4 "CRM flow", §7). One export per row, each pure: a
// handler imports its own row and its bundle keeps only that row. The integrations item, the entry's
// token item and the account's request bucket are the clinic's own (TENANT#) or the account's (AMO_RATE#).
import * as api from '../../shared/api/amo';
import { route } from '../http/route';

export const amoUrl = /* @__PURE__ */ route(api.amoUrl, {
  roles: 'owner',
  handler: 'functions/handlers/amo/url.ts',
  // The client secret signs the OAuth state.
  grants: { table: ['GetItem'], secrets: ['publicKeys', 'amoClient'] },
});

export const amoData = /* @__PURE__ */ route(api.amoData, {
  roles: 'owner',
  handler: 'functions/handlers/amo/data.ts',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys', 'amoClient'] },
});

export const amoPipeline = /* @__PURE__ */ route(api.amoPipeline, {
  roles: 'owner',
  handler: 'functions/handlers/amo/pipeline.ts',
  grants: { table: ['GetItem', 'PutItem'], secrets: ['publicKeys'] },
});

export const amoAgainData = /* @__PURE__ */ route(api.amoAgainData, {
  roles: 'owner',
  handler: 'functions/handlers/amo/again-data.ts',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys', 'amoClient'] },
});
