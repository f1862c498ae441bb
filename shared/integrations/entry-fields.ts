// The fields every integration entry schema is made of (shared/integrations/<kind>.ts). Every entry carries `_id`
// (assigned by the server when missing; the DELETE call names it) and `active` (computed by the server: true only
// when the required fields are filled and well-formed; whatever the client sends as `active` is ignored).
import * as z from 'zod/mini';
import '../schemas/zod';

export { inputObject, withinKb } from '../schemas/input';

export const base = {
  _id: z.optional(z.string({ error: '_id: ожидается строка' }).check(z.maxLength(64, { error: 'Не длиннее 64 символов' }))),
  active: z.optional(z.boolean()),
};
export const field = (max: number) =>
  z._default(z.string({ error: 'Ожидается строка' }).check(z.trim(), z.maxLength(max, { error: `Не длиннее ${max} символов` })), '');
/** Ids may come as numbers (Telegram group ids, Metrica counters); stored as strings (int64-safe). */
export const numberOrText = (...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.int()], { error: 'Ожидается строка или целое число' }),
      z.transform((value: string | number) => String(value).trim()),
    ),
    z.string().check(...checks),
  );
export const idField = (max: number) => z._default(numberOrText(z.maxLength(max, { error: `Не длиннее ${max} символов` })), '');
/** Echoed by a form that sends the view back; ignored: only a proof sets it (functions/domain/integrations). */
export const echoedConfirmed = { confirmed: z.optional(z.boolean({ error: 'confirmed: ожидается да или нет' })) };

/** An entry's stored fields, read loosely (rules take any entry of their kind). */
export type AnyEntry = Record<string, unknown> & { _id?: string; active?: boolean };

/** A string field's trimmed text ('' when missing or not text). */
export const text = (entry: AnyEntry, name: string): string => (typeof entry[name] === 'string' ? (entry[name] as string).trim() : '');
/** Text of a value that may be a number (ids). */
export const shown = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
export const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
