// 'Журнал' (issue 26 §1): one day of the clinic per doctor, the booked times in the clinic's time zone —
// the widget's bookings (leads, with the patient and the staff's status) and, for a doctor of an MIS that
// tells its busy time (IDENT), the times taken in the MIS.
import * as z from 'zod/mini';
import './zod';
import { DOCTOR_SOURCES } from './doctor';
import { HANDLING_STATUSES } from './lead-handling';
import { isCalendarDay } from './lead-list';

const DAY_ERROR = 'День в формате гггг-мм-дд';

/** GET /api/ticket/journal?day= ; without a day, the clinic's today. */
export const journalQuerySchema = z.object({
  day: z.optional(z.string({ error: DAY_ERROR }).check(z.trim(), z.refine(isCalendarDay, { error: DAY_ERROR }))),
});
export type JournalQuery = z.output<typeof journalQuerySchema>;

const journalEntrySchema = z.strictObject({
  /** 'HH:mm', clinic-local. */
  start: z.string(),
  end: z.string(),
  /** 'booking': a lead booked this time; 'mis': the MIS says the time is taken (by a visit we know nothing more of). */
  kind: z.enum(['booking', 'mis']),
  leadId: z.optional(z.string()),
  patient: z.optional(z.string()),
  phone: z.optional(z.string()),
  service: z.optional(z.string()),
  status: z.optional(z.enum(HANDLING_STATUSES)),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

const journalDoctorSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** 'manual', or the MIS the doctor comes from. */
  source: z.enum(DOCTOR_SOURCES),
  /** The day's booked times, by start. */
  entries: z.array(journalEntrySchema),
});
export type JournalDoctor = z.infer<typeof journalDoctorSchema>;

export const journalAnswerSchema = z.strictObject({
  day: z.string(),
  /** The clinic's today, for the day picker. */
  today: z.string(),
  /** The clinic's zone (IANA) and its offset label ('UTC+3'). */
  timezone: z.string(),
  zone: z.string(),
  doctors: z.array(journalDoctorSchema),
  /** More bookings that day than one answer carries (JOURNAL_MAX_BOOKINGS): the rest are in 'Заявки'. */
  truncated: z.boolean(),
});
export type JournalAnswer = z.infer<typeof journalAnswerSchema>;
