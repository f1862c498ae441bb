// Leads (the spec's "applications"/tickets): the widget's booking or consultation request
// (POST /api/ticket), the clinic's list (GET /api/ticket/user), delete (DELETE /api/google?id=) and
// resend to one channel (POST /api/ticket/resend). Quiz answers are leads of kind 'quiz' in the same list.
import * as z from 'zod/mini';
import './zod';
import { BIRTHDATE_MESSAGES, birthdateProblem } from '../domain/birthdate';
import { isValidRequestPhone } from '../phone';
import { cleanText, inputObject } from './input';
import { type LeadChannel, type LeadChannelDescriptor, leadChannelList } from '../integrations/registry';
import { leadHandlingSchema } from './lead-handling';
import { leadFilterFields, leadFilterPeriodCheck, leadListExtrasFields } from './lead-list';
import { estimateSchema } from './lead-estimate';

export const TICKET_ACTIONS = ['Запись', 'Заявка'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export const DEVICE_TYPES = ['Компьютер', 'Телефон', 'Планшет', 'не определено'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The widget's "Любой специалист" choice. */
export const ANY_DOCTOR = 'All';

export const REQUEST_PHONE_ERROR = 'Введите номер телефона';
export const PLAN_START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Error codes of POST /api/ticket the widget reacts to (409: refresh the slots and say so). */
export const TICKET_ERRORS = {
  /** Someone booked this slot a moment earlier. */
  SLOT_TAKEN: 'SLOT_TAKEN',
  /** The slot is not (or no longer) a free slot of the doctor, or the doctor does not accept bookings. */
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  /** No clinic with this key. */
  CLINIC_NOT_FOUND: 'CLINIC_NOT_FOUND',
  /** The idempotency key already made a lead from a different request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** The clinic received more leads this minute than any real clinic does (a flood): try later. */
  CLINIC_BUSY: 'CLINIC_BUSY',
  /** The phone already holds as many future bookings in the clinic as one phone may (the clinic can free them). */
  PHONE_BOOKING_LIMIT: 'PHONE_BOOKING_LIMIT',
} as const;

const text = (max: number, label: string, multiline = false) => z._default(cleanText(label, { max, multiline }), '');

const emptyOr = (isValid: (value: string) => boolean, error: string) =>
  z._default(z.string({ error }).check(z.trim()), '').check(z.refine((value) => value === '' || isValid(value), { error }));

/** POST /api/ticket (public). Answer: 201 TicketAnswer. The same idempotencyKey again answers the same lead. */
export const ticketInputSchema = inputObject({
  /** The clinic's key: its user id (the widget's ?id=). */
  clinicId: z.string({ error: 'Не указана клиника' }).check(z.trim(), z.minLength(1, { error: 'Не указана клиника' }), z.maxLength(64)),
  action: z.enum(TICKET_ACTIONS, { error: "action: 'Запись' или 'Заявка'" }),
  DoctorName: text(200, 'Имя врача'),
  /** 'name, price' as the widget shows it. */
  DoctorService: text(300, 'Услуга'),
  /** The chosen doctor's id, or 'All' for "Любой специалист" (the server then picks a doctor free at PlanStart). */
  doctorId: z._default(
    z.string({ error: 'Неверный _id врача' }).check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Неверный _id врача' })),
    ANY_DOCTOR,
  ),
  ClientFullName: text(200, 'ФИО'),
  /** docs/contract/widget-quiz-configurator.md §5 (shared/phone.ts isValidRequestPhone): '+7 XXX XXX-XX-XX' or bare digits. */
  ClientPhone: z
    .string({ error: REQUEST_PHONE_ERROR })
    .check(z.trim(), z.maxLength(20, { error: REQUEST_PHONE_ERROR }), z.refine(isValidRequestPhone, { error: REQUEST_PHONE_ERROR })),
  /** dd.mm.yyyy or empty. */
  birthdate: z._default(z.string({ error: BIRTHDATE_MESSAGES.format }).check(z.trim()), '').check(
    z.superRefine((value, context) => {
      const problem = value === '' ? null : birthdateProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
  comment: text(2000, 'Комментарий', true),
  /** For 'Запись': the slot, 'yyyy-mm-ddTHH:mm' in the clinic's local time. */
  PlanStart: emptyOr((value) => PLAN_START.test(value), 'Время записи в формате гггг-мм-ддTчч:мм'),
  /** The page the widget was opened on. */
  URL: text(2000, 'URL'),
  /** Lines 'name: value' of the page's utm parameters. */
  Utm: text(2000, 'Utm', true),
  deviceType: z._default(z.enum(DEVICE_TYPES, { error: 'Неизвестный тип устройства' }), 'не определено'),
  /** Generated once per submit attempt by the widget (e.g. crypto.randomUUID()); a retry reuses it. */
  idempotencyKey: z
    .string({ error: 'Нет ключа идемпотентности' })
    .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'idempotencyKey: 8-100 латинских букв, цифр, _ или -' })),
}).check(
  z.superRefine((ticket, context) => {
    if (ticket.action !== 'Запись') return;
    if (ticket.PlanStart === '') context.addIssue({ code: 'custom', path: ['PlanStart'], message: 'Выберите время записи' });
    if (ticket.doctorId === ANY_DOCTOR && ticket.DoctorService === '') {
      context.addIssue({ code: 'custom', path: ['DoctorService'], message: 'Выберите услугу' });
    }
  }),
);
export type TicketInput = z.input<typeof ticketInputSchema>;
export type Ticket = z.output<typeof ticketInputSchema>;

/** A booking also says whom and where: the doctor the server booked (the one 'Любой специалист' became) and their address. */
export const ticketAnswerSchema = z.strictObject({
  id: z.string(),
  createdAt: z.string(),
  DoctorName: z.optional(z.string()),
  address: z.optional(z.string()),
});
export type TicketAnswer = z.infer<typeof ticketAnswerSchema>;

// ------------------------------------------------------------------------------------------------
// Delivery statuses, in the spec's terms (cabinet §3, §4); colouring in shared/domain/lead-status.ts.
// ------------------------------------------------------------------------------------------------

/** The lead channels (shared/integrations/registry.ts), in the columns' order; 'mis' is shown only on bookings of an MIS doctor. */
export const LEAD_CHANNELS = leadChannelList.map((channel) => channel.name) as unknown as readonly [LeadChannel, ...LeadChannel[]];
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
export const statusSendSchema = z.strictObject(
  Object.fromEntries(
    leadChannelList.map((channel) => [channel.statusKey, z.optional('oneText' in channel ? z.string() : z.record(z.string(), z.string()))]),
  ) as StatusSendShape,
);
export type StatusSend = z.infer<typeof statusSendSchema>;

export { CHANNEL_NOT_CONFIGURED, DELIVERY_OK, DELIVERY_PENDING, DELIVERY_RETRYING_PREFIX } from '../integrations/delivery-values';
export { AMO_OK_VALUES } from '../integrations/amo-crm';
export { GOOGLE_OK_TEXT } from '../integrations/google';
export { MIS_OK_TEXT } from '../integrations/mis';

// ------------------------------------------------------------------------------------------------
// The cabinet's view of a lead.
// ------------------------------------------------------------------------------------------------

export const quizAnswerRowSchema = z.strictObject({ question: z.string(), answer: z.string() });
export type QuizAnswerRow = z.infer<typeof quizAnswerRowSchema>;

/** What a lead says, as stored and as shown (the store adds its delivery bookkeeping), and its delivery statuses. */
export const leadViewSchema = z.strictObject({
  kind: z.enum(['booking', 'quiz']),
  /** booking: 'Запись' or 'Заявка'; quiz leads have none. */
  action: z.optional(z.enum(TICKET_ACTIONS)),
  ClientFullName: z.string(),
  ClientPhone: z.string(),
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
  _id: z.string(),
  /** ISO time (UTC); shown on the clinic's clocks, labelled (shared/domain/clinic-time.ts). */
  createdAt: z.string(),
  /** The clinic's zone when the lead came (IANA), which its mail, Telegram message and sheet row were written in. */
  timezone: z.optional(z.string()),
  statusSend: statusSendSchema,
  /** The staff's handling ('Обработка': status, note, who and when; shared/schemas/lead-handling.ts). */
  handling: leadHandlingSchema,
});
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

export const leadPageSchema = z.strictObject({
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
export type LeadPage = z.infer<typeof leadPageSchema>;

const leadIdField = z
  .string({ error: 'Не указана заявка' })
  .check(z.trim(), z.minLength(1, { error: 'Не указана заявка' }), z.maxLength(100));

/** DELETE /api/google?id= (the spec's name). Answer: 204. Frees the booked slot. */
export const leadIdQuerySchema = z.object({
  id: leadIdField,
});

/** POST /api/ticket/resend. Answer: the refreshed LeadView (the channel's values go back to pending). */
export const resendLeadSchema = inputObject({
  id: leadIdField,
  channel: z.enum(RESEND_CHANNELS, { error: `channel: ${RESEND_CHANNELS.map((name) => `'${name}'`).join(', ')}` }),
});
export type ResendLeadInput = z.output<typeof resendLeadSchema>;
