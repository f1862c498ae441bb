// The widget's booking or consultation request (POST /api/ticket) and its answer: what the widget checks a booking
// with (the server's own schema, so a refusal is explained at its field). Kept apart from the lead's view and its
// delivery statuses (leads.ts), so the widget carries nothing of the lead channels.
import * as z from 'zod/mini';
import './zod';
import { BIRTHDATE_MESSAGES, birthdateProblem } from '../domain/birthdate';
import { isEmailAddress } from '../email';
import { isValidRequestPhone } from '../phone';
import { consentField } from './consent';
import { cleanText, inputObject } from './input';

export const TICKET_ACTIONS = ['Запись', 'Заявка'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export const DEVICE_TYPES = ['Компьютер', 'Телефон', 'Планшет', 'не определено'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The widget's "Любой специалист" choice. */
export const ANY_DOCTOR = 'All';

export const REQUEST_PHONE_ERROR = 'Введите номер телефона';
export const CLIENT_EMAIL_ERROR = 'Проверьте e-mail: например, name@mail.ru';
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
  /** Optional: a booking mails the patient its confirmation with the visit's link here (issue 26 §2). */
  ClientEmail: emptyOr(isEmailAddress, CLIENT_EMAIL_ERROR),
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
  /** The consent version the form showed (shared/domain/consent/versions.ts). */
  consent: consentField,
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
