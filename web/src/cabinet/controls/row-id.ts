let counter = 0;

/** A key for a row of an editable list (React keys and drag ids), stable while the row lives. */
export function rowId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}
