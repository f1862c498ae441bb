// What every request schema shares: objects that refuse fields they do not name (a typo or an injected
// `isAdmin` is a 400 naming the field, never silently stored or dropped), and text that cannot carry
// garbage into a lead, a mail or a CRM: control characters (NUL, CR/LF in a one-line field) and lone
// surrogates are refused; invisible direction overrides and zero-width characters are dropped, since
// refusing them would lose a real patient's name pasted from a messenger.
import * as z from 'zod/mini';
import './zod';

export const unknownFieldMessage = (keys: readonly string[]) => `Неизвестное поле: ${keys.join(', ')}`;

/** A request object: only the named fields. Adding a field to the shape is all it takes to accept it. */
export function inputObject<const Shape extends z.core.$ZodLooseShape>(shape: Shape, typeError?: string) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys) : typeError),
  });
}

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Drops invisible direction and zero-width characters and composes accents (NFC). */
export function withoutInvisibles(value: string): string {
  return value.replace(INVISIBLE, '').normalize('NFC');
}

/** Whether text is free of control characters (line breaks and tabs allowed when multiline) and lone surrogates. */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_MULTILINE : CONTROL_ONE_LINE).test(value) && !LONE_SURROGATE.test(value);
}

export interface TextOptions {
  max: number;
  min?: number;
  /** Keeps line breaks and tabs (a comment, a stack trace). */
  multiline?: boolean;
  /** Said when the value is missing, not text or shorter than min. */
  required?: string;
  /**
   * Repairs instead of refusing: lone surrogates become U+FFFD and control characters are dropped (a
   * browser's error report, clipped mid-character, is still worth keeping).
   */
  repair?: boolean;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
function repaired(value: string, multiline: boolean): string {
  const control = new RegExp((multiline ? CONTROL_MULTILINE : CONTROL_ONE_LINE).source, 'g');
  return value.replace(LONE_SURROGATES, '\uFFFD').replace(control, '');
}

/** Clean, trimmed text of `label`, with its own Russian message for every refusal. */
export function cleanText(label: string, { max, min = 0, multiline = false, required, repair = false }: TextOptions) {
  return z.string({ error: required ?? `${label}: ожидается строка` }).check(
    z.overwrite((value) => withoutInvisibles(repair ? repaired(value, multiline) : value)),
    z.trim(),
    z.refine((value) => isCleanText(value, multiline), { error: `${label}: недопустимые символы` }),
    z.minLength(min, { error: required ?? `${label}: не короче ${min} символов` }),
    z.maxLength(max, { error: `${label}: не длиннее ${max} символов` }),
  );
}

/** UTF-8 size of a value as JSON: what it weighs in a stored item (DynamoDB refuses items over 400 KB). */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value) ?? '');
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Refuses a parsed value heavier than `maxKb` as JSON, with `message` on it. */
export const withinKb = <T>(maxKb: number, message: string) =>
  z.refine<T>((value) => jsonBytes(value) <= maxKb * 1024, { error: `${message}: не больше ${maxKb} КБ` });
