// IDENT's HTTP service (design/integrations.md §1): IDENT polls GET …/GetTickets for the clinic's leads and
// pushes POST …/PostTimeTable with doctors and schedule intervals, each request carrying the clinic's key in
// the IDENT-Integration-Key header. Field names are IDENT's (PascalCase).
import * as z from 'zod/mini';
import './zod';

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

const id = z.union([z.int(), z.string()]);
/** POST /api/ident/PostTimeTable: every key an array; free slots are the intervals with IsBusy false. */
export const identTimeTableSchema = z.object({
  Doctors: z._default(z.array(z.object({ Id: id, Name: z._default(z.string(), '') })), []),
  Branches: z._default(z.array(z.object({ Id: id, Name: z._default(z.string(), '') })), []),
  Intervals: z._default(
    z.array(
      z.object({
        BranchId: z.optional(z.nullable(id)),
        DoctorId: id,
        StartDateTime: z.string(),
        LengthInMinutes: z.number().check(z.gt(0), z.lte(24 * 60)),
        IsBusy: z._default(z.boolean(), false),
      }),
    ),
    [],
  ),
});
export type IdentTimeTable = z.output<typeof identTimeTableSchema>;
