// The clinic profile (docs/contract/cabinet.md §3 "Clinic", screen 'Ваша клиника'): GET /api/clinic answers a
// ClinicView, PUT /api/clinic takes clinicUpdateSchema and answers the saved ClinicView.
// The logo is not set here: it is uploaded straight to S3 and recorded by POST /api/img/confirm
// (shared/schemas/images.ts); PUT may only remove it (logo: null) or repeat the current name.
import * as z from 'zod/mini';
import './zod';
import { editVersionSchema, versionViewSchema } from './edit-version';
import { inputObject } from './input';
import { reminderHoursProblem } from '../domain/reminder-hours';
import { HOLIDAYS_MAX, repeatedHolidays, scheduleDateProblem } from '../domain/schedule-exceptions';

export const CURRENCIES = [
  { name: 'Рубль', symbol: '₽' },
  { name: 'Тенге', symbol: '₸' },
  { name: 'Доллар', symbol: '$' },
  { name: 'Евро', symbol: '€' },
] as const;
export type Currency = { name: string; symbol: string };
export const DEFAULT_CURRENCY: Currency = CURRENCIES[0];

/** The zones a clinic in Russia or Kazakhstan may be in; schedules are generated in this zone. */
export const CLINIC_TIMEZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
  'Asia/Almaty',
  'Asia/Aqtobe',
  'Asia/Aqtau',
  'Asia/Oral',
  'Asia/Qostanay',
] as const;
export type ClinicTimezone = (typeof CLINIC_TIMEZONES)[number];
export const DEFAULT_TIMEZONE: ClinicTimezone = 'Europe/Moscow';

/** What GET/PUT /api/clinic answer (field names as in the spec). `_id` is the user id = the widget key. */
export const clinicViewSchema = z.strictObject({
  _id: z.string(),
  clinic: z.string(),
  /** Image name for GET /api/img?name=…, or null. */
  logo: z.nullable(z.string()),
  currency: z.strictObject({ name: z.string(), symbol: z.string() }),
  addressList: z.array(z.string()),
  specializationList: z.array(z.string()),
  timezone: z.enum(CLINIC_TIMEZONES),
  /** The clinic's holidays ('yyyy-mm-dd', ascending): no doctor is offered on them, but for a one-off working day (issue 26). */
  holidays: z.array(z.string()),
  /** Hours before a booked visit its reminders go to the patient (issue 26 §2; by default 24 and 2). */
  reminderHours: z.array(z.number()),
  /** Moves on every write of the profile (the logo's too); a PUT sends the version it was based on. */
  version: versionViewSchema,
});
export type ClinicView = z.infer<typeof clinicViewSchema>;

export const CLINIC_NAME_MAX = 200;
export const CLINIC_NAME_EMPTY = 'Укажите название клиники: его видят пациенты в виджете';

/** Why a clinic name cannot be saved, or null (the browser shows it at the field; the schema below refuses it). */
export function clinicNameProblem(name: string): string | null {
  return name.trim() === '' ? CLINIC_NAME_EMPTY : null;
}
export const ADDRESS_MAX = 300;
export const ADDRESSES_MAX = 50;
export const SPECIALIZATION_MAX = 100;
export const SPECIALIZATIONS_MAX = 100;

/** Trims, drops empty entries and repeats, keeps the order (docs/contract/cabinet.md §5: empty addresses are dropped). */
export function cleanTextList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    result.push(value);
  }
  return result;
}

const textList = (what: string, itemMax: number, listMax: number) =>
  z
    .pipe(
      z
        .array(
          z
            .string({ error: `${what}: ожидается строка` })
            .check(z.maxLength(itemMax, { error: `${what}: не длиннее ${itemMax} символов` })),
          {
            error: `${what}: ожидается список строк`,
          },
        )
        .check(z.maxLength(listMax * 2, { error: `${what}: не больше ${listMax}` })),
      z.transform((list: string[]) => cleanTextList(list)),
    )
    .check(z.refine((list) => list.length <= listMax, { error: `${what}: не больше ${listMax}` }));

const currencyChoiceMessage = 'Выберите валюту из списка: Рубль ₽, Тенге ₸, Доллар $, Евро €';
export const currencySchema = z.pipe(
  inputObject(
    { name: z.string({ error: currencyChoiceMessage }), symbol: z.string({ error: currencyChoiceMessage }) },
    'Выберите валюту',
  ).check(
    z.refine((value) => CURRENCIES.some((c) => c.name === value.name && c.symbol === value.symbol), { error: currencyChoiceMessage }),
  ),
  z.transform((value): Currency => ({ name: value.name, symbol: value.symbol })),
);

export const timezoneSchema = z.enum(CLINIC_TIMEZONES, { error: 'Выберите часовой пояс клиники из списка' });

/** The clinic's holidays: real dates, each once, at most HOLIDAYS_MAX; kept ascending. */
export const holidaysSchema = z.pipe(
  z
    .array(
      z.string({ error: 'Праздничный день: ожидается дата гггг-мм-дд' }).check(
        z.superRefine((date, context) => {
          const problem = scheduleDateProblem(date, 'Праздничный день');
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      ),
      { error: 'Праздничные дни: ожидается список дат' },
    )
    .check(
      z.maxLength(HOLIDAYS_MAX, { error: `Праздничных дней не больше ${HOLIDAYS_MAX}` }),
      z.superRefine((dates, context) => {
        for (const [index, message] of repeatedHolidays(dates)) context.addIssue({ code: 'custom', path: [index], message });
      }),
    ),
  z.transform((dates: string[]) => [...dates].sort()),
);

/** The clinic's reminder hours, by the one rule the cabinet checks too (shared/domain/reminders.ts); kept ascending-later-first. */
export const reminderHoursSchema = z.pipe(
  z.array(z.number({ error: 'Часы до визита — целое число' }), { error: 'Напоминания: ожидается список часов' }).check(
    z.superRefine((hours, context) => {
      const problem = reminderHoursProblem(hours);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  z.transform((hours: number[]) => [...hours].sort((a, b) => b - a)),
);

/** PUT /api/clinic. Every field but `version` optional: only what is sent changes. */
export const clinicUpdateSchema = inputObject({
  version: editVersionSchema,
  clinic: z.optional(
    z
      .string({ error: 'Название клиники должно быть строкой' })
      .check(
        z.trim(),
        z.minLength(1, { error: CLINIC_NAME_EMPTY }),
        z.maxLength(CLINIC_NAME_MAX, { error: `Название клиники не длиннее ${CLINIC_NAME_MAX} символов` }),
      ),
  ),
  currency: z.optional(currencySchema),
  addressList: z.optional(textList('Адреса', ADDRESS_MAX, ADDRESSES_MAX)),
  specializationList: z.optional(textList('Специализации', SPECIALIZATION_MAX, SPECIALIZATIONS_MAX)),
  timezone: z.optional(timezoneSchema),
  holidays: z.optional(holidaysSchema),
  reminderHours: z.optional(reminderHoursSchema),
  /**
   * Old address → new address for the addresses corrected since the last save: the doctors' ticks
   * follow in the same save (shared/domain/address-renaming.ts). Only used with addressList.
   */
  addressRenaming: z.optional(
    z
      .record(
        z.string().check(z.maxLength(ADDRESS_MAX, { error: `Переименование адреса: не длиннее ${ADDRESS_MAX} символов` })),
        z
          .string({ error: 'Переименование адреса: новый адрес должен быть строкой' })
          .check(z.maxLength(ADDRESS_MAX, { error: `Переименование адреса: не длиннее ${ADDRESS_MAX} символов` })),
        { error: 'addressRenaming: ожидается объект «старый адрес → новый»' },
      )
      .check(z.refine((map) => Object.keys(map).length <= ADDRESSES_MAX * 2, { error: 'addressRenaming: слишком много переименований' })),
  ),
  /** null removes the logo; a string must be the current logo (uploads go through /api/img). */
  logo: z.optional(z.nullable(z.string({ error: 'Логотип: ожидается имя файла или null' }).check(z.maxLength(200)))),
  /** Sent back by a form that echoes the whole view; ignored (the id comes from the token). */
  _id: z.optional(z.string()),
});
export type ClinicUpdateInput = z.infer<typeof clinicUpdateSchema>;
