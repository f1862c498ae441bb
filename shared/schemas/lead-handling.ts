// The staff's handling of a lead ('Обработка', issue 26 §1): where the receptionist is with the patient
// (Новая → Перезвонили → Записан → Пришёл / Не пришёл / Отказ) and a note, with who set it and when.
// Not the delivery status (statusSend, shared/domain/lead-status.ts): that one says whether the lead
// reached the clinic's channels; this one says what the clinic did with it.
import * as z from 'zod/mini';
import './zod';
import { editVersionSchema, versionViewSchema } from './edit-version';
import { cleanText, inputObject } from './input';

/** One list, in the order a lead goes through it; 'new' until staff set anything. */
export const HANDLING_STATUSES = ['new', 'calledBack', 'booked', 'came', 'noShow', 'refused'] as const;
export type HandlingStatus = (typeof HANDLING_STATUSES)[number];

export const HANDLING_LABELS: Record<HandlingStatus, string> = {
  new: 'Новая',
  calledBack: 'Перезвонили',
  booked: 'Записан',
  came: 'Пришёл',
  noShow: 'Не пришёл',
  refused: 'Отказ',
};

export const HANDLING_NOTE_MAX = 1000;
/** The newest changes kept on the lead: enough to see who did what this week, and a lead item stays small. */
export const HANDLING_HISTORY_MAX = 20;

export const HANDLING_STATUS_ERROR = 'Выберите статус обработки из списка';

const handlingStatusSchema = z.enum(HANDLING_STATUSES, { error: HANDLING_STATUS_ERROR });

/**
 * Who made a change: today the signed-in account (its id and its login e-mail then); staff accounts
 * (issue 29) will put a person's id here, and `name` is what the screen shows.
 */
export const handlingActorSchema = z.strictObject({ id: z.string(), name: z.string() });
export type HandlingActor = z.infer<typeof handlingActorSchema>;

export const handlingChangeSchema = z.strictObject({
  status: handlingStatusSchema,
  note: z.string(),
  by: handlingActorSchema,
  /** ISO time (UTC). */
  at: z.string(),
});
export type HandlingChange = z.infer<typeof handlingChangeSchema>;

/** A lead's handling as the cabinet sees it; version 0 and status 'new' while nobody set anything. */
export const leadHandlingSchema = z.strictObject({
  status: handlingStatusSchema,
  note: z.string(),
  version: versionViewSchema,
  /** The changes, oldest first, the last HANDLING_HISTORY_MAX of them; the last one is the current state. */
  history: z.array(handlingChangeSchema),
});
export type LeadHandling = z.infer<typeof leadHandlingSchema>;

export const NEW_LEAD_HANDLING: LeadHandling = { status: 'new', note: '', version: 0, history: [] };

/** POST /api/ticket/handling. Answer: the lead with its new handling; an older `version` → 409 STALE_VERSION. */
export const setHandlingSchema = inputObject({
  id: z.string({ error: 'Не указана заявка' }).check(z.trim(), z.minLength(1, { error: 'Не указана заявка' }), z.maxLength(100)),
  status: handlingStatusSchema,
  note: z._default(cleanText('Заметка', { max: HANDLING_NOTE_MAX, multiline: true }), ''),
  version: editVersionSchema,
});
export type SetHandlingInput = z.output<typeof setHandlingSchema>;
