// Services grouped into directions (docs/contract/cabinet.md §3 "Settings", screen 'Ваши услуги').
//
// The API speaks the spec's shape: `servicesList` is a JSON object direction → services, and its KEY
// ORDER IS THE DIRECTIONS' ORDER (JSON and JS objects keep string-key insertion order). The store keeps
// an ordered list, so the order survives DynamoDB (whose maps are unordered). One catch of JS objects:
// integer-like keys ('2024') are always enumerated first, so a direction name made only of digits is
// refused; any other name keeps its place.
//
// GET /api/setting answers a SettingView; PUT /api/setting takes settingUpdateSchema and answers the
// normalised SettingView (names and prices trimmed and formatted, 'name, price' lines split).
// `renaming` maps a direction's old name to its new name; doctors' service maps follow the rename in
// the same save (see functions/domain/clinic/services.ts for how).
import * as z from 'zod/mini';
import './zod';
import { inputObject, jsonBytes } from './input';
import { priceProblem } from '../domain/prices';
import { editVersionSchema, versionViewSchema } from './edit-version';

export const serviceViewSchema = z.strictObject({
  name: z.string(),
  /** '' (no price), '3500', '15 000', 'от 25 000'; see shared/domain/prices.ts. */
  cost: z.string(),
  /**
   * How long the visit lasts, in minutes (issue 26): the widget offers only starts where all of it fits,
   * and the MIS is booked for that long. Absent: one slot of the doctor's schedule (as before durations).
   */
  duration: z.optional(z.number()),
});
export type Service = z.infer<typeof serviceViewSchema>;

/** direction → services, in display order (key order). */
export const servicesListViewSchema = z.record(z.string(), z.array(serviceViewSchema));
export type ServicesList = z.infer<typeof servicesListViewSchema>;

export const settingViewSchema = z.strictObject({ servicesList: servicesListViewSchema, version: versionViewSchema });
export type SettingView = z.infer<typeof settingViewSchema>;

export const DIRECTION_NAME_MAX = 200;
export const SERVICE_NAME_MAX = 200;
export const DIRECTIONS_MAX = 100;
export const SERVICES_TOTAL_MAX = 1000;
export const SERVICES_LIST_MAX_KB = 150;

export const directionNameMessages = {
  empty: 'Название направления не может быть пустым',
  digitsOnly: 'Название направления не может состоять только из цифр',
  tooLong: `Название направления не длиннее ${DIRECTION_NAME_MAX} символов`,
} as const;

/** Why a direction name cannot be used, or null. Names are compared trimmed. */
export function directionNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return directionNameMessages.empty;
  if (/^\d+$/.test(trimmed)) return directionNameMessages.digitsOnly;
  if (trimmed.length > DIRECTION_NAME_MAX) return directionNameMessages.tooLong;
  return null;
}

export const SERVICE_DURATION_MIN = 15;
export const SERVICE_DURATION_MAX = 240;
export const SERVICE_DURATION_STEP = 5;
export const SERVICE_DURATION_MESSAGE = `Длительность услуги: от ${SERVICE_DURATION_MIN} до ${SERVICE_DURATION_MAX} минут, шагом ${SERVICE_DURATION_STEP} минут`;
/** The lengths a service may have: 15, 20, … 240 minutes. */
export const SERVICE_DURATIONS = Array.from(
  { length: (SERVICE_DURATION_MAX - SERVICE_DURATION_MIN) / SERVICE_DURATION_STEP + 1 },
  (_, index) => SERVICE_DURATION_MIN + index * SERVICE_DURATION_STEP,
);

/**
 * The widget's answer lists each doctor's free starts per duration of its services, so the durations a
 * clinic uses are bounded: past this many the answer would grow with every new length.
 */
export const SERVICE_DURATIONS_IN_USE_MAX = 12;
export const TOO_MANY_DURATIONS = `Не больше ${SERVICE_DURATIONS_IN_USE_MAX} разных длительностей услуг: выберите для похожих услуг одну длительность`;

/** Why the list's durations cannot be saved together (too many different ones), or null. */
export function durationsProblem(list: Record<string, ReadonlyArray<{ duration?: number }>>): string | null {
  const inUse = new Set(Object.values(list).flatMap((services) => services.flatMap((service) => service.duration ?? [])));
  return inUse.size > SERVICE_DURATIONS_IN_USE_MAX ? TOO_MANY_DURATIONS : null;
}

export const SERVICE_WITHOUT_NAME = 'У услуги с ценой должно быть название';
export const SERVICE_NAME_TOO_LONG = `Название услуги не длиннее ${SERVICE_NAME_MAX} символов`;

/**
 * Why a service cannot be saved, per field (none: it can): a name longer than the limit (as typed, the
 * field's maxlength), a price priceProblem refuses, a price with no name. An empty new row is fine.
 */
export function serviceProblems(service: { name: string; cost: string | number }): { name?: string; cost?: string } {
  const cost = String(service.cost);
  const costProblem = priceProblem(cost);
  const name =
    service.name.length > SERVICE_NAME_MAX
      ? SERVICE_NAME_TOO_LONG
      : service.name.trim() === '' && cost.trim() !== ''
        ? SERVICE_WITHOUT_NAME
        : undefined;
  return { ...(name ? { name } : {}), ...(costProblem ? { cost: costProblem } : {}) };
}

export const serviceSchema = inputObject(
  {
    name: z.string({ error: 'Название услуги должно быть строкой' }).check(z.maxLength(SERVICE_NAME_MAX, { error: SERVICE_NAME_TOO_LONG })),
    cost: z._default(
      z.pipe(
        z.union([z.string(), z.number()], { error: 'Цена должна быть строкой' }),
        z.transform((cost, context) => {
          const problem = priceProblem(String(cost));
          if (problem) context.issues.push({ code: 'custom', input: cost, message: problem });
          return String(cost);
        }),
      ),
      '',
    ),
    duration: z.optional(
      z
        .number({ error: SERVICE_DURATION_MESSAGE })
        .check(z.refine((minutes) => SERVICE_DURATIONS.includes(minutes), { error: SERVICE_DURATION_MESSAGE })),
    ),
  },
  'Услуга: ожидается объект { name, cost, duration? }',
);

export const servicesListSchema = z
  .record(z.string(), z.array(serviceSchema, { error: 'Услуги направления: ожидается список' }), {
    error: 'servicesList: ожидается объект «направление → список услуг»',
  })
  .check(
    z.superRefine((list, context) => {
      const names = Object.keys(list);
      if (names.length > DIRECTIONS_MAX) context.addIssue({ code: 'custom', message: `Не больше ${DIRECTIONS_MAX} направлений` });
      for (const name of names) {
        const problem = directionNameProblem(name);
        if (problem) context.addIssue({ code: 'custom', path: [name], message: problem });
        list[name]!.forEach((service, index) => {
          // The price was checked at its field (serviceSchema); the name needs the whole service.
          const problem = serviceProblems(service).name;
          if (problem) context.addIssue({ code: 'custom', path: [name, index, 'name'], message: `«${name}»: ${problem}` });
        });
      }
      const durations = durationsProblem(list);
      if (durations) context.addIssue({ code: 'custom', message: durations });
      const total = Object.values(list).reduce((sum, services) => sum + services.length, 0);
      if (total > SERVICES_TOTAL_MAX) context.addIssue({ code: 'custom', message: `Не больше ${SERVICES_TOTAL_MAX} услуг` });
      // The list is one stored item (and every doctor's choices follow it): it must stay well under 400 KB.
      if (jsonBytes(list) > SERVICES_LIST_MAX_KB * 1024)
        context.addIssue({
          code: 'custom',
          message: `Список услуг слишком большой: не больше ${SERVICES_LIST_MAX_KB} КБ, сократите названия`,
        });
    }),
  );

export const settingUpdateSchema = inputObject({
  /** The version of the services this save was based on (GET /api/setting answers it). */
  version: editVersionSchema,
  setting: inputObject({ servicesList: servicesListSchema }, 'Передайте объект setting с полем servicesList'),
  renaming: z._default(
    z
      .record(z.string(), z.string({ error: 'renaming: новое название должно быть строкой' }), {
        error: 'renaming: ожидается объект «старое название → новое»',
      })
      .check(z.refine((map) => Object.keys(map).length <= DIRECTIONS_MAX * 2, { error: 'renaming: слишком много переименований' })),
    {},
  ),
  /**
   * Per direction (by its name in this save), a service's old name → its new name: the doctors' ticks
   * on a renamed service follow in the same save (shared/domain/services.ts renameServiceChoices).
   */
  serviceRenaming: z._default(
    z
      .record(
        z.string(),
        z.record(z.string(), z.string({ error: 'serviceRenaming: новое название услуги должно быть строкой' }), {
          error: 'serviceRenaming: ожидается объект «старое название услуги → новое»',
        }),
        { error: 'serviceRenaming: ожидается объект «направление → переименования услуг»' },
      )
      .check(
        z.refine((map) => Object.values(map).reduce((sum, services) => sum + Object.keys(services).length, 0) <= SERVICES_TOTAL_MAX * 2, {
          error: 'serviceRenaming: слишком много переименований',
        }),
      ),
    {},
  ),
});
export type SettingUpdateInput = z.infer<typeof settingUpdateSchema>;
