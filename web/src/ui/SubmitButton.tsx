import type { ReactNode } from 'react';
import { Spinner } from './Loader';

/** A form's main button: a spinner while its request runs, and no second press meanwhile. */
export function SubmitButton({ pending, disabled, children }: { pending: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--primary btn--block" disabled={pending || disabled}>
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}
