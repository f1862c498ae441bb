// Rows of the lead pipeline and integrations: tickets (bookings), the clinic's lead list, resend, integrations.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/leads';
import { route } from '../http/route';
import { channelQueueKeys } from '../integrations/registry';

export const ticketCreate = /* @__PURE__ */ route(api.ticketCreate, {
  handler: 'functions/handlers/tickets/create.ts',
  reservedConcurrency: 50,
  rateLimit: 'lead',
  grants: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], tablePartitions: ['TENANT#', 'LIMIT#', 'POW#'], publishTo: ['lead'] },
});

export const ticketList = /* @__PURE__ */ route(api.ticketList, {
  roles: 'leadsRead',
  handler: 'functions/handlers/tickets/list.ts',
  grants: { table: ['GetItem', 'Query'], secrets: ['publicKeys'] },
});

export const ticketHandling = /* @__PURE__ */ route(api.ticketHandling, {
  roles: 'leadsWork',
  handler: 'functions/handlers/tickets/handling.ts',
  grants: { table: ['GetItem', 'UpdateItem', 'PutItem'], secrets: ['publicKeys'] },
});

export const ticketJournal = /* @__PURE__ */ route(api.ticketJournal, {
  roles: 'leadsWork',
  handler: 'functions/handlers/tickets/journal.ts',
  grants: { table: ['GetItem', 'Query'], secrets: ['publicKeys'] },
});

export const ticketDelete = /* @__PURE__ */ route(api.ticketDelete, {
  roles: 'leadsWork',
  handler: 'functions/handlers/tickets/delete.ts',
  grants: { table: ['GetItem', 'DeleteItem', 'UpdateItem', 'PutItem'], secrets: ['publicKeys'] },
});

export const ticketResend = /* @__PURE__ */ route(api.ticketResend, {
  roles: 'leadsWork',
  handler: 'functions/handlers/tickets/resend.ts',
  grants: {
    table: ['GetItem', 'UpdateItem'],
    // Any channel's queue (functions/integrations/registry.ts): a new channel's resend is granted with its queue.
    sendTo: channelQueueKeys,
    secrets: ['publicKeys'],
  },
});

export const integrationGet = /* @__PURE__ */ route(api.integrationGet, {
  roles: 'owner',
  handler: 'functions/handlers/integrations/get.ts',
  grants: { table: ['GetItem'], secrets: ['publicKeys'] },
});

export const integrationPut = /* @__PURE__ */ route(api.integrationPut, {
  roles: 'owner',
  handler: 'functions/handlers/integrations/put.ts',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], secrets: ['publicKeys'], sendMail: true },
});

export const integrationDelete = /* @__PURE__ */ route(api.integrationDelete, {
  roles: 'owner',
  handler: 'functions/handlers/integrations/delete.ts',
  grants: { table: ['GetItem', 'PutItem', 'DeleteItem'], secrets: ['publicKeys'] },
});

export const integrationTelegramTest = /* @__PURE__ */ route(api.integrationTelegramTest, {
  roles: 'owner',
  handler: 'functions/handlers/integrations/telegram-test.ts',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys', 'telegramBot'] },
});

export const integrationIdentKey = /* @__PURE__ */ route(api.integrationIdentKey, {
  roles: 'owner',
  handler: 'functions/handlers/integrations/ident-key.ts',
  // Reads the draft; stores a new one with its claim (IDENT_KEY#, outside the clinic's partition) in one transaction.
  grants: { table: ['GetItem', 'PutItem'], secrets: ['publicKeys'] },
});

export const integrationTelegramCode = /* @__PURE__ */ route(api.integrationTelegramCode, {
  roles: 'owner',
  handler: 'functions/handlers/integrations/telegram-code.ts',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys', 'telegramBot'] },
});

export const integrationTelegramCodeStatus = /* @__PURE__ */ route(api.integrationTelegramCodeStatus, {
  roles: 'owner',
  handler: 'functions/handlers/integrations/telegram-code-status.ts',
  grants: { table: ['GetItem'], secrets: ['publicKeys'] },
});

export const telegramWebhook = /* @__PURE__ */ route(api.telegramWebhook, {
  handler: 'functions/handlers/integrations/telegram-webhook.ts',
  reservedConcurrency: 10,
  grants: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    tablePartitions: ['TELEGRAM_CODE#', 'TENANT#', 'LIMIT#'],
    secrets: ['telegramBot'],
  },
});

export const integrationEmailConfirmation = /* @__PURE__ */ route(api.integrationEmailConfirmation, {
  roles: 'owner',
  handler: 'functions/handlers/integrations/email-confirmation.ts',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], secrets: ['publicKeys'], sendMail: true },
});

export const integrationEmailConfirm = /* @__PURE__ */ route(api.integrationEmailConfirm, {
  handler: 'functions/handlers/integrations/email-confirm.ts',
  reservedConcurrency: 5,
  rateLimit: 'lead',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], tablePartitions: ['EMAIL_PROOF#', 'TENANT#'] },
});

export const patientFind = /* @__PURE__ */ route(api.patientFind, {
  roles: 'owner',
  handler: 'functions/handlers/patient/find.ts',
  // Writes too: the index items of the clinic's leads stored before the index (domain/patient-data/index-backfill.ts).
  grants: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], secrets: ['publicKeys'] },
});

export const patientErase = /* @__PURE__ */ route(api.patientErase, {
  roles: 'owner',
  handler: 'functions/handlers/patient/erase.ts',
  grants: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], secrets: ['publicKeys'] },
});

export const retentionGet = /* @__PURE__ */ route(api.retentionGet, {
  roles: 'owner',
  handler: 'functions/handlers/patient/retention-get.ts',
  grants: { table: ['GetItem'], secrets: ['publicKeys'] },
});

export const retentionPut = /* @__PURE__ */ route(api.retentionPut, {
  roles: 'owner',
  handler: 'functions/handlers/patient/retention-put.ts',
  grants: { table: ['GetItem', 'UpdateItem', 'PutItem'], secrets: ['publicKeys'] },
});
