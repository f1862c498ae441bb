// Rows of quizzes: the public page's calls (the quiz, its answers as a lead, viewed-question beacons)
// and the cabinet's quiz list. One export per row, each pure (see routes/leads.ts).
import * as api from '../../shared/api/quiz';
import { route } from '../http/route';

export const quizPublic = /* @__PURE__ */ route(api.quizPublic, {
  handler: 'functions/handlers/quiz/public-get.ts',
  reservedConcurrency: 30,
  grants: { table: ['GetItem'] },
});

/**
 * The public page /quiz/{ref} itself: CloudFront's /quiz/* behaviour (and the local server) send it here
 * and keep its answer a minute per ref and device kind; the quiz read as quizPublic reads it.
 */
export const quizPage = /* @__PURE__ */ route(api.quizPage, {
  handler: 'functions/handlers/quiz/page.ts',
  reservedConcurrency: 30,
  grants: { table: ['GetItem'] },
  page: true,
});

export const quizList = /* @__PURE__ */ route(api.quizList, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/list.ts',
  grants: { table: ['GetItem', 'Query'], secrets: ['publicKeys'] },
});

export const quizGet = /* @__PURE__ */ route(api.quizGet, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/get.ts',
  grants: { table: ['GetItem'], secrets: ['publicKeys'] },
});

export const quizCreate = /* @__PURE__ */ route(api.quizCreate, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/create.ts',
  grants: { table: ['GetItem', 'PutItem'], secrets: ['publicKeys'] },
});

export const quizDelete = /* @__PURE__ */ route(api.quizDelete, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/delete.ts',
  grants: { table: ['GetItem', 'DeleteItem', 'PutItem'], secrets: ['publicKeys'] },
});

export const quizSend = /* @__PURE__ */ route(api.quizSend, {
  handler: 'functions/handlers/quiz/send.ts',
  reservedConcurrency: 30,
  rateLimit: 'lead',
  grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], tablePartitions: ['TENANT#', 'LIMIT#', 'POW#'], publishTo: ['lead'] },
});

export const quizLeads = /* @__PURE__ */ route(api.quizLeads, {
  roles: 'leadsRead',
  handler: 'functions/handlers/quiz/data.ts',
  grants: { table: ['GetItem', 'Query'], secrets: ['publicKeys'] },
});

export const quizAnalytics = /* @__PURE__ */ route(api.quizAnalytics, {
  handler: 'functions/handlers/quiz/analytics.ts',
  reservedConcurrency: 20,
  rateLimit: 'beacon',
  textPlainJson: true,
  grants: { table: ['GetItem', 'UpdateItem'], tablePartitions: ['TENANT#', 'LIMIT#'] },
});

// ── The quiz builder: the save as a JSON Patch, and Аналитика ──

export const quizSave = /* @__PURE__ */ route(api.quizSave, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/save.ts',
  reservedConcurrency: 20,
  grants: { table: ['GetItem', 'PutItem', 'DeleteItem', 'Query', 'BatchWriteItem'], secrets: ['publicKeys'] },
});

export const quizAnalyticsRead = /* @__PURE__ */ route(api.quizAnalyticsRead, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/analytics-read.ts',
  grants: { table: ['GetItem', 'Query'], secrets: ['publicKeys'] },
});

export const quizAnalyticsReset = /* @__PURE__ */ route(api.quizAnalyticsReset, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/analytics-reset.ts',
  grants: { table: ['GetItem', 'Query', 'BatchWriteItem', 'UpdateItem'], secrets: ['publicKeys'] },
});

export const quizAnalyticsDeleteQuestion = /* @__PURE__ */ route(api.quizAnalyticsDeleteQuestion, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/analytics-del-questions.ts',
  grants: { table: ['GetItem', 'Query', 'UpdateItem'], secrets: ['publicKeys'] },
});

export const quizImageUpload = /* @__PURE__ */ route(api.quizImageUpload, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/image-upload.ts',
  grants: { table: ['GetItem'], buckets: { images: { put: ['uploads'] } }, secrets: ['publicKeys'] },
});

export const quizImageConfirm = /* @__PURE__ */ route(api.quizImageConfirm, {
  roles: 'quizzes',
  handler: 'functions/handlers/quiz/image-confirm.ts',
  reservedConcurrency: 10,
  grants: {
    table: ['GetItem'],
    // Checks the upload, writes the progressive variants, copies it to originals/ and deletes it.
    buckets: { images: { get: ['uploads'], put: ['originals', 'variants'], delete: ['uploads'] } },
    secrets: ['publicKeys'],
  },
});

export const ownerMetric = /* @__PURE__ */ route(api.ownerMetric, {
  handler: 'functions/handlers/quiz/owner-metric.ts',
  reservedConcurrency: 10,
  grants: { table: ['GetItem'] },
  edgeCached: { keyedBy: ['id'] },
});
