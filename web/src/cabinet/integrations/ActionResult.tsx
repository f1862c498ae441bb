// A card's own action (a test message, a confirmation letter again, an access check): its button with a spinner while
// it runs, and what came of it, announced.
import type { ReactNode } from 'react';

export type ActionState = { status: 'idle' | 'sending' | 'sent' | 'error'; message?: string };

export function ActionButton({ state, onClick, children }: { state: ActionState; onClick: () => void; children: ReactNode }) {
  const sending = state.status === 'sending';
  return (
    <button type="button" className="btn btn--secondary btn--small" onClick={onClick} disabled={sending}>
      {sending ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function ActionResult({ state }: { state: ActionState }) {
  if (!state.message) return null;
  return (
    <p className={`integration-test__result integration-test__result--${state.status}`} role="status">
      {state.message}
    </p>
  );
}
