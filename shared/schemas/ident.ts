// IDENT's HTTP service (docs/integrations.md, IDENT): IDENT polls GET …/GetTickets for the clinic's leads and
// pushes POST …/PostTimeTable with doctors and schedule intervals, each request carrying the clinic's key in
// the IDENT-Integration-Key header. Field names are IDENT's (PascalCase).
import * as z from 'zod/mini';
import './zod';
import { MAX_DOCTORS_PER_CLINIC } from '../domain/doctor-limit';

/** GET /api/ident/GetTickets?dateTimeFrom=&dateTimeTo=[&limit=&offset=]: checked by the handler (errors are plain text). */
export const identTicketsQuerySchema = z.object({
  dateTimeFrom: z.optional(z.string()),
  dateTimeTo: z.optional(z.string()),
  limit: z.optional(z.string()),
  offset: z.optional(z.string()),
});

/** One lead as IDENT reads it: empty fields left out, ClientFullName (never the split names), times with an offset. */
export const identTicketSchema = z.strictObject({
  Id: z.string(),
  DateAndTime: z.string(),
  ClientPhone: z.optional(z.string()),
  ClientFullName: z.optional(z.string()),
  FormName: z.optional(z.string()),
  DoctorId: z.optional(z.number()),
  DoctorName: z.optional(z.string()),
  PlanStart: z.optional(z.string()),
  PlanEnd: z.optional(z.string()),
  Comment: z.optional(z.string()),
  UtmSource: z.optional(z.string()),
  UtmMedium: z.optional(z.string()),
  UtmCampaign: z.optional(z.string()),
  UtmTerm: z.optional(z.string()),
  UtmContent: z.optional(z.string()),
  HttpReferer: z.optional(z.string()),
});
export type IdentTicket = z.infer<typeof identTicketSchema>;
export const identTicketsSchema = z.array(identTicketSchema);

/** Bounds of one push, far above a real clinic's (15 doctors x 14 days x 48 half-hours is 10 080 intervals). */
export const IDENT_PUSH_LIMITS = { doctors: MAX_DOCTORS_PER_CLINIC, branches: 1000, intervals: 300_000, name: 200 } as const;

const id = z.union(
  [
    z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)),
    z.string().check(z.minLength(1), z.maxLength(64, { error: 'Id: не длиннее 64 символов' })),
  ],
  { error: 'Id: ожидается целое число или строка до 64 символов' },
);
const named = z.object({
  Id: id,
  Name: z._default(
    z.string().check(z.maxLength(IDENT_PUSH_LIMITS.name, { error: `Name: не длиннее ${IDENT_PUSH_LIMITS.name} символов` })),
    '',
  ),
});
const list = <T extends z.core.SomeType>(item: T, max: number, what: string) =>
  z._default(z.array(item).check(z.maxLength(max, { error: `${what}: не больше ${max} в одной выгрузке` })), []);
/** POST /api/ident/PostTimeTable: every key an array; free slots are the intervals with IsBusy false. */
export const identTimeTableSchema = z.object({
  Doctors: list(named, IDENT_PUSH_LIMITS.doctors, 'Doctors'),
  Branches: list(named, IDENT_PUSH_LIMITS.branches, 'Branches'),
  Intervals: list(
    z.object({
      BranchId: z.optional(z.nullable(id)),
      DoctorId: id,
      StartDateTime: z.string().check(z.maxLength(40, { error: 'StartDateTime: ожидается время ISO-8601' })),
      LengthInMinutes: z.number().check(z.gt(0), z.lte(24 * 60)),
      IsBusy: z._default(z.boolean(), false),
    }),
    IDENT_PUSH_LIMITS.intervals,
    'Intervals',
  ),
});
export type IdentTimeTable = z.output<typeof identTimeTableSchema>;
