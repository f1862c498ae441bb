// A form of text fields checked by the schema the server uses (shared/schemas): typing in a field clears its
// error; a submit that does not pass shows each error at its field and moves focus to the first; one that passes
// goes to `send`. `blocked` (a request on its way, a link without its code) makes a submit do nothing.
import { type FormEvent, useState } from 'react';
import type { $ZodError } from 'zod/v4/core';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from './form-errors';

type Checked<T> = { success: true; data: T } | { success: false; error: $ZodError };

export interface CheckedFormOptions<Field extends string, T> {
  initial: Record<Field, string>;
  check: (values: Record<Field, string>) => Checked<T>;
  send: (input: T) => void;
  blocked?: boolean;
}

export function useCheckedForm<Field extends string, T>({ initial, check, send, blocked = false }: CheckedFormOptions<Field, T>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocked) return;
    const parsed = check(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    send(parsed.data);
  }

  return { values, errors, change, submit };
}
