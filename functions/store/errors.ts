// What a store function throws on purpose: facts about items, in storage terms. The domain decides what
// they mean to a person (functions/domain/errors.ts); no store file throws a domain error.

export abstract class StoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** An item that must be new already exists (a unique guard, a reserved slot, a used idempotency key). */
export class ItemExists extends StoreError {}

/** An item that must exist does not. */
export class ItemMissing extends StoreError {}

/** An item changed since it was read (optimistic concurrency): re-read and try again, or tell the user. */
export class ItemChanged extends StoreError {}
