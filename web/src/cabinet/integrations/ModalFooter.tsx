// The foot of an integrations dialog: its error (announced), 'Отмена', and the action with its spinner.
interface ModalFooterProps {
  error: string | null | undefined;
  busy: boolean;
  onCancel: () => void;
  action: string;
  /** Without it the action submits the dialog's form. */
  onAction?: () => void;
  tone?: 'primary' | 'danger';
}

export function ModalFooter({ error, busy, onCancel, action, onAction, tone = 'primary' }: ModalFooterProps) {
  return (
    <>
      {error ? (
        <p className="integration-modal__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={onCancel} disabled={busy}>
          Отмена
        </button>
        <button type={onAction ? 'button' : 'submit'} className={`btn btn--${tone} btn--small`} onClick={onAction} disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {action}
        </button>
      </div>
    </>
  );
}
