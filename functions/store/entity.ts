// Stored items read back as the types the code uses: each item kind (an entity) has a decoder, so what a
// read returns is checked where it enters the code instead of cast (`Item as LeadItem`). An item that does
// not decode is a fact about storage, ItemUnreadable, naming the entity, its sort key and the fields that
// failed (never their values: a lead's phone or a token must not reach the logs).
import * as z from 'zod/mini';
import { StoreError } from './errors';

/** A stored item is not what its entity says (written by hand, or by code that broke the shape). */
export class ItemUnreadable extends StoreError {}

export interface Entity<T> {
  readonly name: string;
  /** The stored item (keys included: they pass through) as T, or ItemUnreadable. */
  decode: (item: Record<string, unknown>) => T;
  /** The item a read returned, if any. */
  decodeFound: (item: Record<string, unknown> | undefined) => T | undefined;
}

/** An entity from a zod schema of its stored attributes; keep it loose, so the keys and bookkeeping pass through. */
export function entity<T>(name: string, schema: z.ZodMiniType<T>): Entity<T> {
  const decode = (item: Record<string, unknown>): T => {
    const result = z.safeParse(schema, item);
    if (result.success) return result.data;
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(item)'))];
    throw new ItemUnreadable(`${name} ${typeof item.sk === 'string' ? item.sk : ''}: ${fields.join(', ')}`);
  };
  return { name, decode, decodeFound: (item) => (item ? decode(item) : undefined) };
}

/** A string attribute that older items may lack: read as ''. */
export const text = () => z._default(z.string(), '');
