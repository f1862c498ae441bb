// Doctors (docs/contract/cabinet.md §3 "Doctor", screen 'Ваши врачи' / 'Неактивные врачи').
//
// GET /api/doctor answers DoctorView[] (deleted doctors are left out), sorted by name.
// PUT /api/doctor takes { doctorList: DoctorChange[] } (only the changed doctors, each a partial
//   update by _id; fields the server owns — appointment, updated_at, source — are ignored) and answers
//   the whole list again.
// POST /api/doctor creates a doctor by hand (source 'manual') and answers its DoctorView (201).
// DELETE /api/doctor?id= sets deleteDoctor; the doctor vanishes from the cabinet and the widget, but
//   the item stays so an MIS sync does not bring the doctor back.
//
// `appointment` of a manual doctor is COMPUTED at read time from its weekly `schedule`, the clinic's
// timezone and the current time (shared/domain/schedule.ts), so it is never stale and needs no cron.
// A doctor synced from an MIS keeps the stored map the MIS sent (the MIS is the source of truth) and
// has no `schedule`.
import * as z from 'zod/mini';
import './zod';
import { doctorIdSchema } from './doctor-id';
import { editVersionQuerySchema, editVersionSchema, versionViewSchema } from './edit-version';
import { inputObject, withinKb } from './input';
import { workingDayProblems, workingHoursProblems } from '../domain/working-day';
import {
  displayDate,
  repeatedExceptions,
  SCHEDULE_EXCEPTIONS_MAX,
  scheduleDateProblem,
  vacationProblem,
} from '../domain/schedule-exceptions';

/** A doctor is one stored item (under 400 KB): its service choices are most of it. */
const SERVICES_MAP_MAX_KB = 150;

export const DOCTOR_SOURCES = ['manual', 'ident', 'macdent', 'dentalpro'] as const;
export type DoctorSource = (typeof DOCTOR_SOURCES)[number];

/** 'yyyy-mm-dd' → 'HH:mm' → busy. true = busy, false = free (as in the spec). */
const appointmentViewSchema = z.record(z.string(), z.record(z.string(), z.boolean()));
export type Appointment = z.infer<typeof appointmentViewSchema>;

const serviceChoiceViewSchema = z.strictObject({ name: z.string(), checked: z.boolean() });
export type ServiceChoice = z.infer<typeof serviceChoiceViewSchema>;

/** 'HH:mm', clinic local time. */
const timeRangeViewSchema = z.strictObject({ start: z.string(), end: z.string() });
export type TimeRange = z.infer<typeof timeRangeViewSchema>;

const workingDayViewSchema = z.strictObject({
  ...timeRangeViewSchema.shape,
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: z.number(),
  breaks: z.array(timeRangeViewSchema),
});
export type WorkingDay = z.infer<typeof workingDayViewSchema>;

/**
 * A date on top of the week (issue 26): a vacation (both dates counted), a day off, or a one-off working
 * day with its hours ('yyyy-mm-dd', clinic dates). How they combine: shared/domain/schedule.ts hoursOn.
 */
const scheduleExceptionViewSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('vacation'), from: z.string(), to: z.string() }),
  z.strictObject({ kind: z.literal('dayOff'), date: z.string() }),
  z.strictObject({
    kind: z.literal('workday'),
    date: z.string(),
    ...timeRangeViewSchema.shape,
    breaks: z.array(timeRangeViewSchema),
  }),
]);
export type ScheduleException = z.infer<typeof scheduleExceptionViewSchema>;

/** A manual doctor's week; the widget's free slots are generated from it for `horizonDays` ahead. */
const weeklyScheduleViewSchema = z.strictObject({
  days: z.array(workingDayViewSchema),
  /** Absent on schedules stored before issue 26: none. */
  exceptions: z.optional(z.array(scheduleExceptionViewSchema)),
  /** Length of one appointment slot. */
  slotMinutes: z.number(),
  /** How many days ahead (today included) slots are offered. */
  horizonDays: z.number(),
});
export type WeeklySchedule = z.infer<typeof weeklyScheduleViewSchema>;

/** Image names for GET /api/img?name=…; set by POST /api/img/confirm. */
const doctorPhotoViewSchema = z.strictObject({ circle: z.optional(z.string()), square: z.optional(z.string()) });
export type DoctorPhoto = z.infer<typeof doctorPhotoViewSchema>;

export const doctorViewSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  /** 'Принимает' (true) / 'Не принимает' (false). */
  status: z.boolean(),
  specialization: z.array(z.string()),
  /** direction → services of that direction, each checked or not; key order = the clinic's direction order. */
  service: z.record(z.string(), z.array(serviceChoiceViewSchema)),
  /** clinic address → the doctor works there. */
  address: z.record(z.string(), z.boolean()),
  experience: z.string(),
  /** (sic, the spec's field name) */
  discription: z.string(),
  appointment: appointmentViewSchema,
  photo: doctorPhotoViewSchema,
  /** ISO time: for MIS doctors the last sync (freshness counts from it), for manual ones the last edit. */
  updated_at: z.string(),
  deleteDoctor: z.boolean(),
  source: z.enum(DOCTOR_SOURCES),
  schedule: z.optional(weeklyScheduleViewSchema),
  /** Moves on every write of the doctor (a photo's, the MIS sync's too); PUT sends the version it was based on. */
  version: versionViewSchema,
});
export type DoctorView = z.infer<typeof doctorViewSchema>;
export const doctorListViewSchema = z.array(doctorViewSchema);

export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;
export const HORIZON_DAYS_MAX = 90;
export const DEFAULT_HORIZON_DAYS = 28;
export const DEFAULT_SLOT_MINUTES = 30;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const timeField = z
  .string({ error: 'Время: ожидается строка ЧЧ:ММ' })
  .check(z.regex(HH_MM, { error: 'Время указывается как ЧЧ:ММ, например 09:30' }));

/** A break; that it ends after it starts and within the day's hours is the day's rule (it names the day). */
const timeRangeSchema = inputObject({ start: timeField, end: timeField });

const weekdayMessage = 'День недели: от 1 до 7';
const workingDaySchema = inputObject({
  weekday: z
    .number({ error: 'День недели: число от 1 (пн) до 7 (вс)' })
    .check(z.int(), z.gte(1, { error: weekdayMessage }), z.lte(7, { error: weekdayMessage })),
  start: timeField,
  end: timeField,
  breaks: z._default(z.array(timeRangeSchema).check(z.maxLength(10, { error: 'Не больше 10 перерывов в день' })), []),
}).check(
  z.superRefine((day, context) => {
    for (const problem of workingDayProblems(day)) context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }),
);

const dateField = (label: string) =>
  z.string({ error: `${label}: ожидается дата гггг-мм-дд` }).check(
    z.superRefine((date, context) => {
      const problem = scheduleDateProblem(date, label);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );

const vacationSchema = inputObject({
  kind: z.literal('vacation'),
  from: dateField('Отпуск: начало'),
  to: dateField('Отпуск: конец'),
}).check(
  z.superRefine((vacation, context) => {
    const problem = vacationProblem(vacation);
    if (problem) context.addIssue({ code: 'custom', path: ['to'], message: problem });
  }),
);

const dayOffSchema = inputObject({ kind: z.literal('dayOff'), date: dateField('Выходной') });

const extraWorkdaySchema = inputObject({
  kind: z.literal('workday'),
  date: dateField('Рабочий день'),
  start: timeField,
  end: timeField,
  breaks: z._default(z.array(timeRangeSchema).check(z.maxLength(10, { error: 'Не больше 10 перерывов в день' })), []),
}).check(
  z.superRefine((day, context) => {
    for (const problem of workingHoursProblems(day, `Рабочий день ${displayDate(day.date)}`))
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }),
);

const exceptionKindMessage = 'Исключение в расписании: отпуск (vacation), выходной (dayOff) или рабочий день (workday)';
export const scheduleExceptionsSchema = z
  .array(z.discriminatedUnion('kind', [vacationSchema, dayOffSchema, extraWorkdaySchema], { error: exceptionKindMessage }), {
    error: 'Исключения в расписании: ожидается список',
  })
  .check(
    z.maxLength(SCHEDULE_EXCEPTIONS_MAX, { error: `Не больше ${SCHEDULE_EXCEPTIONS_MAX} отпусков, выходных и рабочих дней` }),
    z.superRefine((exceptions, context) => {
      for (const [index, message] of repeatedExceptions(exceptions)) context.addIssue({ code: 'custom', path: [index], message });
    }),
  );

export const weeklyScheduleSchema = inputObject({
  days: z.array(workingDaySchema, { error: 'Расписание: ожидается список рабочих дней' }).check(z.maxLength(7)),
  exceptions: z._default(scheduleExceptionsSchema, []),
  slotMinutes: z._default(
    z
      .number({ error: 'Длительность приёма: число минут' })
      .check(
        z.int(),
        z.gte(SLOT_MINUTES_MIN, { error: `Длительность приёма не меньше ${SLOT_MINUTES_MIN} минут` }),
        z.lte(SLOT_MINUTES_MAX, { error: `Длительность приёма не больше ${SLOT_MINUTES_MAX} минут` }),
      ),
    DEFAULT_SLOT_MINUTES,
  ),
  horizonDays: z._default(
    z
      .number({ error: 'Горизонт записи: число дней' })
      .check(
        z.int(),
        z.gte(1, { error: 'Горизонт записи: хотя бы 1 день' }),
        z.lte(HORIZON_DAYS_MAX, { error: `Горизонт записи: не больше ${HORIZON_DAYS_MAX} дней` }),
      ),
    DEFAULT_HORIZON_DAYS,
  ),
}).check(
  z.refine((schedule) => new Set(schedule.days.map((day) => day.weekday)).size === schedule.days.length, {
    error: 'Каждый день недели указывается в расписании один раз',
  }),
);

/** A weekly schedule as a save sends it: every list present. */
export type ScheduleDraft = z.infer<typeof weeklyScheduleSchema>;

/** A stored schedule as a save sends it (schedules stored before issue 26 have no exceptions: none). */
export const scheduleDraftOf = (schedule: WeeklySchedule): ScheduleDraft => ({ ...schedule, exceptions: schedule.exceptions ?? [] });

const shortText = (what: string, max: number, ...more: z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: `${what}: ожидается строка` })
    .check(z.trim(), z.maxLength(max, { error: `${what}: не длиннее ${max} символов` }), ...more);

const doctorFields = {
  name: shortText('Имя врача', 200, z.minLength(1, { error: 'Укажите имя врача' })),
  status: z.boolean({ error: 'Статус: true или false' }),
  specialization: z.array(shortText('Специализация', 100)).check(z.maxLength(50, { error: 'Специализации: не больше 50' })),
  service: z
    .record(
      z.string(),
      z
        .array(
          inputObject({ name: z.string().check(z.maxLength(400, { error: 'Услуга: не длиннее 400 символов' })), checked: z.boolean() }),
          {
            error: 'Услуги: ожидается список { name, checked }',
          },
        )
        .check(z.maxLength(1000)),
      { error: 'service: ожидается объект «направление → услуги»' },
    )
    .check(withinKb(SERVICES_MAP_MAX_KB, 'Услуги врача: слишком много данных')),
  address: z.record(z.string(), z.boolean(), { error: 'address: ожидается объект «адрес → true/false»' }),
  experience: shortText('Стаж', 200),
  discription: shortText('Описание', 5000),
  schedule: z.nullable(weeklyScheduleSchema),
  deleteDoctor: z.boolean(),
  /** null removes a photo; a name must be the current one (photos are set by POST /api/img/confirm). */
  photo: inputObject({ circle: photoName(), square: photoName() }),
};

/** One changed doctor in PUT /api/doctor: _id, the version the change was based on, any of the editable fields. */
export const doctorChangeSchema = inputObject({ _id: doctorIdSchema, version: editVersionSchema, ...partial(doctorFields) });
export type DoctorChange = z.infer<typeof doctorChangeSchema>;

export const doctorListUpdateSchema = inputObject({
  doctorList: z
    .array(doctorChangeSchema, { error: 'doctorList: ожидается список врачей' })
    .check(z.minLength(1, { error: 'doctorList пуст' }), z.maxLength(100, { error: 'Не больше 100 врачей за одно сохранение' })),
});
export type DoctorListUpdateInput = z.infer<typeof doctorListUpdateSchema>;

/** POST /api/doctor: a doctor added by hand. */
export const doctorCreateSchema = inputObject({
  name: doctorFields.name,
  status: z._default(doctorFields.status, false),
  specialization: z._default(doctorFields.specialization, []),
  service: z._default(doctorFields.service, {}),
  address: z._default(doctorFields.address, {}),
  experience: z._default(doctorFields.experience, ''),
  discription: z._default(doctorFields.discription, ''),
  schedule: z.optional(weeklyScheduleSchema),
});
export type DoctorCreateInput = z.infer<typeof doctorCreateSchema>;

/** DELETE /api/doctor?id=&version=: the version the deletion was decided on (a stale one is a 409). */
export const doctorDeleteQuerySchema = z.object({ id: doctorIdSchema, version: editVersionQuerySchema });

function photoName() {
  return z.optional(z.nullable(z.string().check(z.maxLength(200, { error: 'Фото: имя файла не длиннее 200 символов' }))));
}

function partial<T extends Record<string, z.core.SomeType>>(fields: T): { [K in keyof T]: z.ZodMiniOptional<T[K]> } {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, z.optional(schema)])) as {
    [K in keyof T]: z.ZodMiniOptional<T[K]>;
  };
}

export { doctorIdSchema };
