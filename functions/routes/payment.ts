// Rows of the tariff payment through Modulbank: the signed form, the confirmation on return, the bank's callback.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/payment';
import { route } from '../http/route';

export const paymentForm = /* @__PURE__ */ route(api.paymentForm, {
  roles: 'owner',
  handler: 'functions/handlers/payment/form.ts',
  grants: { table: ['GetItem'], secrets: ['publicKeys', 'modulbank'] },
});

export const paymentConfirm = /* @__PURE__ */ route(api.paymentConfirm, {
  roles: 'owner',
  handler: 'functions/handlers/payment/confirm.ts',
  // The applied-payment item and the account's validUntil, in one transaction.
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys', 'modulbank'] },
});

export const paymentCallback = /* @__PURE__ */ route(api.paymentCallback, {
  handler: 'functions/handlers/payment/callback.ts',
  reservedConcurrency: 5,
  formBody: true,
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], tablePartitions: ['PAYMENT#', 'TENANT#'], secrets: ['modulbank'] },
});
