// The patient's visit page (/visit, issue 26 §3): what its calls take and answer. The token is the visit
// link's (functions/domain/visits/visit-token.ts); the page sends it in the body, never in a query.
import * as z from 'zod/mini';
import './zod';
import { inputObject } from './input';
import { PLAN_START } from './ticket';

export const VISIT_LINK_INVALID_MESSAGE = 'Ссылка недействительна: откройте её из письма целиком или позвоните в клинику';

/** Codes the page tells apart (each answered 404 with its Russian message). */
export const VISIT_ERRORS = {
  /** Not a link of ours, or not this visit's. */
  LINK_INVALID: 'VISIT_LINK_INVALID',
  /** The visit was cancelled: the link does nothing more. */
  CANCELLED: 'VISIT_CANCELLED',
  /** The visit's time is over: the link has expired. */
  ENDED: 'VISIT_ENDED',
} as const;

const token = z
  .string({ error: VISIT_LINK_INVALID_MESSAGE })
  .check(z.minLength(1, { error: VISIT_LINK_INVALID_MESSAGE }), z.maxLength(160, { error: VISIT_LINK_INVALID_MESSAGE }));

/** POST /api/visit and POST /api/visit/cancel. */
export const visitTokenSchema = inputObject({ token });

/** POST /api/visit/reschedule: the new start, 'yyyy-mm-ddTHH:mm' on the clinic's clocks, of the same doctor. */
export const visitRescheduleSchema = inputObject({
  token,
  PlanStart: z.string({ error: 'Выберите новое время' }).check(z.regex(PLAN_START, { error: 'Выберите новое время' })),
});

/** The visit as the patient sees it, and the same doctor's free starts for its length (date → 'HH:mm'). */
export const visitAnswerSchema = z.strictObject({
  clinicName: z.string(),
  doctorName: z.string(),
  service: z.string(),
  address: z.string(),
  /** 'yyyy-mm-ddTHH:mm' on the clinic's clocks. */
  planStart: z.string(),
  minutes: z.number(),
  /** The clinic's zone (IANA). */
  timezone: z.string(),
  /** Where the visit can be moved: the free starts the widget would offer for this doctor and length. */
  slots: z.record(z.string(), z.array(z.string())),
});
export type VisitAnswer = z.infer<typeof visitAnswerSchema>;
export type VisitToken = z.infer<typeof visitTokenSchema>;
export type VisitReschedule = z.infer<typeof visitRescheduleSchema>;

/** POST /api/visit/cancel answers what was cancelled. */
export const visitCancelAnswerSchema = z.strictObject({ cancelled: z.literal(true), planStart: z.string() });
