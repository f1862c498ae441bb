// Reading an entry's stored values, whatever its kind: plain functions, no schema (cheap for a lead channel to import).
/** An entry's stored fields, read loosely (rules take any entry of their kind). */
export type AnyEntry = Record<string, unknown> & { _id?: string; active?: boolean };

/** A string field's trimmed text ('' when missing or not text). */
export const text = (entry: AnyEntry, name: string): string => (typeof entry[name] === 'string' ? (entry[name] as string).trim() : '');
/** Text of a value that may be a number (ids). */
export const shown = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
export const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
