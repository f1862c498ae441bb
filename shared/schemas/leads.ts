// Leads (the spec's "applications"/tickets): the clinic's list (GET /api/ticket/user), delete (DELETE /api/google?id=)
// and resend to one channel (POST /api/ticket/resend). Quiz answers are leads of kind 'quiz' in the same list. The
// widget's booking or consultation request (POST /api/ticket) that makes a lead is in ticket.ts.
import * as z from 'zod/mini';
import './zod';
import { inputObject } from './input';
import { type LeadChannel, type LeadChannelDescriptor, leadChannelList } from '../integrations/lead-channels';
import { TICKET_ACTIONS } from './ticket';
import { leadHandlingSchema } from './lead-handling';
import { leadFilterFields, leadFilterPeriodCheck, leadListExtrasFields } from './lead-list';
import { estimateSchema } from './lead-estimate';
import { consentRecordSchema } from './consent';
import { reminderOutcomeSchema, visitChangeSchema } from './visit-history';

// ------------------------------------------------------------------------------------------------
// Delivery statuses, in the spec's terms (cabinet §3, §4); colouring in shared/domain/lead-status.ts.
// What is made from the lead channels is marked pure: a bundle that imports this file for the ticket's schema or a
// constant (the widget, the quiz's calls, the allowances) drops it, and the channels with it
// (infra/cdk/integration-bundles.suite.ts holds it).
// ------------------------------------------------------------------------------------------------

/** The lead channels (shared/integrations/lead-channels.ts), in the columns' order; 'mis' is shown only on bookings of an MIS doctor. */
export const LEAD_CHANNELS = /* @__PURE__ */ leadChannelList.map((channel) => channel.name) as unknown as readonly [
  LeadChannel,
  ...LeadChannel[],
];
export type { LeadChannel };
/** Channels the cabinet can resend to: every one. */
export const RESEND_CHANNELS = LEAD_CHANNELS;
export type ResendChannel = LeadChannel;

type StatusSendShape = {
  [C in LeadChannelDescriptor as C['statusKey']]: z.ZodMiniOptional<
    C extends { oneText: true } ? z.ZodMiniString<string> : z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>
  >;
};
/**
 * Per channel (its statusKey; telegram's is 'telegramm', as the spec stored it), destination → value. Destination:
 * the e-mail address, the Telegram group id, the amo or MIS entry id. Value: 'ok' (delivered), DELIVERY_PENDING
 * (queued or being retried), or a readable Russian reason why it failed for good. An empty map: the clinic has no
 * destination for the channel. A one-text channel (google, spec) has one text. A missing channel: unknown.
 */
const statusSendSchemaOf = () =>
  z.strictObject(
    Object.fromEntries(
      leadChannelList.map((channel) => [
        channel.statusKey,
        z.optional('oneText' in channel ? z.string() : z.record(z.string(), z.string())),
      ]),
    ) as StatusSendShape,
  );
export const statusSendSchema = /* @__PURE__ */ statusSendSchemaOf();
export type StatusSend = z.infer<typeof statusSendSchema>;

export { CHANNEL_NOT_CONFIGURED, DELIVERY_OK, DELIVERY_PENDING, DELIVERY_RETRYING_PREFIX } from '../integrations/delivery-values';
export { AMO_OK_VALUES } from '../integrations/channels/amo-crm';
export { GOOGLE_OK_TEXT } from '../integrations/channels/google';
export { MIS_OK_TEXT } from '../integrations/channels/mis';

// ------------------------------------------------------------------------------------------------
// The cabinet's view of a lead.
// ------------------------------------------------------------------------------------------------

export const quizAnswerRowSchema = z.strictObject({ question: z.string(), answer: z.string() });
export type QuizAnswerRow = z.infer<typeof quizAnswerRowSchema>;

/** What a lead says, as stored and as shown (the store adds its delivery bookkeeping), and its delivery statuses. */
const leadViewSchemaOf = () =>
  z.strictObject({
    kind: z.enum(['booking', 'quiz']),
    /** booking: 'Запись' or 'Заявка'; quiz leads have none. */
    action: z.optional(z.enum(TICKET_ACTIONS)),
    ClientFullName: z.string(),
    ClientPhone: z.string(),
    /** The patient's e-mail, when left in the widget (the booking's confirmation went there). */
    ClientEmail: z.optional(z.string()),
    DoctorName: z.optional(z.string()),
    DoctorService: z.optional(z.string()),
    doctorId: z.optional(z.string()),
    /** 'yyyy-mm-ddTHH:mm', clinic local time. */
    PlanStart: z.optional(z.string()),
    birthdate: z.optional(z.string()),
    comment: z.optional(z.string()),
    URL: z.string(),
    Utm: z.string(),
    deviceType: z.string(),
    /** quiz leads: the page the patient was shown, 'quiz' (the quiz as made) or 'abTest' (its A/B variant). */
    nowReturn: z.optional(z.string()),
    quizId: z.optional(z.string()),
    /** quiz leads: the quiz's name when the patient answered. */
    FormName: z.optional(z.string()),
    /**
     * quiz leads: the answers in the quiz's question order, as the clinic's mail lists them (teeth by FDI
     * number, the way to call back labelled); a list, since an object would not keep that order for every key.
     */
    answers: z.optional(z.array(quizAnswerRowSchema)),
    /** quiz leads with estimate rules: 'Ваш расчёт' as the server priced it when the lead came (issue 27 §1). */
    estimate: z.optional(estimateSchema),
    /** quiz leads: the quiz's hidden fields found in the page's address (issue 27 §4), parameter → value. */
    hiddenFields: z.optional(z.record(z.string(), z.string())),
    /** The consent its sender gave (issue 28 §1): version, hash of its text, when, page, address; absent on older leads. */
    consent: z.optional(consentRecordSchema),
    /** When the patient's data was erased (on request or by the retention period): the lead keeps only its shape. */
    erasedAt: z.optional(z.string()),
    /** Bookings the patient cancelled or moved by their visit link (the last change). */
    visitChange: z.optional(visitChangeSchema),
    /** Bookings: each reminder once done with, oldest first. */
    reminders: z.optional(z.array(reminderOutcomeSchema)),
    _id: z.string(),
    /** ISO time (UTC); shown on the clinic's clocks, labelled (shared/domain/clinic-time.ts). */
    createdAt: z.string(),
    /** The clinic's zone when the lead came (IANA), which its mail, Telegram message and sheet row were written in. */
    timezone: z.optional(z.string()),
    statusSend: statusSendSchema,
    /** The staff's handling ('Обработка': status, note, who and when; shared/schemas/lead-handling.ts). */
    handling: leadHandlingSchema,
  });
export const leadViewSchema = /* @__PURE__ */ leadViewSchemaOf();
export type LeadView = z.infer<typeof leadViewSchema>;
export type LeadKind = LeadView['kind'];
export type LeadFields = Omit<LeadView, '_id' | 'createdAt' | 'statusSend' | 'handling'>;

/** GET /api/ticket/user?cursor=&limit=&q=&from=&to=&status=&doctor=&source=&utm=&page= (filters: shared/domain/lead-list/filter.ts) */
export const leadListQuerySchema = z
  .object({
    ...leadFilterFields,
    cursor: z.optional(z.string({ error: 'cursor: ожидается строка' }).check(z.maxLength(500, { error: 'Неверный cursor' }))),
    limit: z._default(
      z.coerce
        .number({ error: 'limit от 1 до 100' })
        .check(z.int({ error: 'limit от 1 до 100' }), z.gte(1, { error: 'limit от 1 до 100' }), z.lte(100, { error: 'limit от 1 до 100' })),
      50,
    ),
  })
  .check(leadFilterPeriodCheck);
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** A quiz of the clinic as the lead list needs it: its current name, and whether its A/B test is on. */
export const leadQuizSchema = z.strictObject({ _id: z.string(), name: z.string(), ABTestBool: z.boolean() });
export type LeadQuiz = z.infer<typeof leadQuizSchema>;

const leadPageSchemaOf = () =>
  z.strictObject({
    /** Newest first. */
    items: z.array(leadViewSchema),
    /**
     * Every quiz of the clinic (not only those of this page's leads): the list names each quiz lead's quiz
     * by its current name and shows nowReturn when any quiz has its A/B test on (docs/contract/cabinet.md §2).
     */
    quizzes: z.array(leadQuizSchema),
    /**
     * The statuses' destinations by name (shared/domain/integration-names.ts): each Telegram group id, amoCRM and
     * MIS entry id of the clinic's integrations → what the clinic calls it, so no status shows a raw id.
     */
    destinations: z.record(z.string(), z.string()),
    /** Pass as ?cursor= for the next page; null on the last page. A filtered page may hold fewer than `limit` (even none) and still have a next one. */
    nextCursor: z.nullable(z.string()),
    ...leadListExtrasFields,
  });
export const leadPageSchema = /* @__PURE__ */ leadPageSchemaOf();
export type LeadPage = z.infer<typeof leadPageSchema>;

const leadIdField = z
  .string({ error: 'Не указана заявка' })
  .check(z.trim(), z.minLength(1, { error: 'Не указана заявка' }), z.maxLength(100));

/** DELETE /api/google?id= (the spec's name). Answer: 204. Frees the booked slot. */
export const leadIdQuerySchema = z.object({
  id: leadIdField,
});

/** POST /api/ticket/resend. Answer: the refreshed LeadView (the channel's values go back to pending). */
const resendLeadSchemaOf = () =>
  inputObject({
    id: leadIdField,
    channel: z.enum(RESEND_CHANNELS, { error: `channel: ${RESEND_CHANNELS.map((name) => `'${name}'`).join(', ')}` }),
  });
export const resendLeadSchema = /* @__PURE__ */ resendLeadSchemaOf();
export type ResendLeadInput = z.output<typeof resendLeadSchema>;
