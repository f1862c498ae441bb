// Field errors from a zod result, keyed by the top-level field name (first message wins).
import type { $ZodError } from 'zod/v4/core';

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export function fieldErrorsOf<Field extends string>(error: $ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Moves focus to the first field marked invalid once React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
