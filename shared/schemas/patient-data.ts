// One patient's data in the clinic's records, found and erased by phone (issue 28 §2): GET /api/patient and
// POST /api/patient/erase.
import * as z from 'zod/mini';
import './zod';
import { PATIENT_PHONE_ERROR, patientPhoneKeys } from '../domain/patient-data/phone-keys';
import { isRetentionMonths, RETENTION_MESSAGE } from '../domain/patient-data/retention';
import { inputObject } from './input';

const patientPhone = z.string({ error: PATIENT_PHONE_ERROR }).check(
  z.trim(),
  z.maxLength(30, { error: PATIENT_PHONE_ERROR }),
  z.refine((phone) => patientPhoneKeys(phone).length > 0, { error: PATIENT_PHONE_ERROR }),
);

export const patientQuerySchema = inputObject({ phone: patientPhone });
export type PatientQuery = z.infer<typeof patientQuerySchema>;

export const patientEraseSchema = inputObject({ phone: patientPhone });

/** An outside system the patient's leads were delivered to, which erasure cannot reach: the clinic acts there itself. */
export const outsideRecordSchema = z.strictObject({
  /** 'Почта', 'Telegram', 'amoCRM', 'Google', 'МИС'. */
  system: z.string(),
  /** The address, the group's or entry's name. */
  where: z.string(),
  /** What was made there: a deal's id, a sheet's row, an appointment's id. */
  details: z.array(z.string()),
});
export type OutsideRecord = z.infer<typeof outsideRecordSchema>;

export const patientRecordsSchema = z.strictObject({
  /** Leads holding the phone, by kind. */
  bookings: z.number(),
  requests: z.number(),
  quizAnswers: z.number(),
  /** What their deliveries made in outside systems (amoCRM, Google, MIS), one record per lead and destination. */
  deliveryRecords: z.number(),
  /** Of those, the MIS's (a patient card and appointment). */
  misRecords: z.number(),
  /** The phone's booking places and daily allowances. */
  phoneRecords: z.number(),
  /** True when more leads hold the phone than one answer counts (the next erasure call goes on). */
  more: z.boolean(),
  /** True while the clinic's leads stored before the phone index are still being indexed: ask again, the counts may grow. */
  indexing: z.boolean(),
  outside: z.array(outsideRecordSchema),
});
export type PatientRecords = z.infer<typeof patientRecordsSchema>;

export const patientErasedSchema = z.strictObject({
  /** Leads anonymised and records deleted by this call. */
  leads: z.number(),
  records: z.number(),
  /** False: leads remain (the call is bounded); call again with the same phone. */
  done: z.boolean(),
  outside: z.array(outsideRecordSchema),
});
export type PatientErased = z.infer<typeof patientErasedSchema>;

/** PUT /api/patient/retention: the clinic's retention period in months (shorter than the default allowed). */
export const retentionSchema = inputObject({
  months: z.number({ error: RETENTION_MESSAGE }).check(z.refine(isRetentionMonths, { error: RETENTION_MESSAGE })),
});
export const retentionAnswerSchema = z.strictObject({ months: z.number(), defaultMonths: z.number() });
export type RetentionAnswer = z.infer<typeof retentionAnswerSchema>;
