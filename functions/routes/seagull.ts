// Rows of the trailer cost configurator /seagull.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/seagull';
import { route } from '../http/route';

export const seagullMail = /* @__PURE__ */ route(api.seagullMail, {
  handler: 'functions/handlers/seagull/mail.ts',
  reservedConcurrency: 5,
  rateLimit: 'lead',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], tablePartitions: ['SEAGULL#', 'LIMIT#', 'POW#'], sendTo: ['seagullMail'] },
});
