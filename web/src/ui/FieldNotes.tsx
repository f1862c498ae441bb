// What stands under a form field: its hint and its error, each with the id the control names in
// aria-describedby (fieldDescribedBy), so a screen reader reads them with the field.
import type { ReactNode } from 'react';

export const fieldDescribedBy = (id: string, error?: string, hint?: ReactNode): string | undefined =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}
