// A modal on the native <dialog>: the browser keeps focus inside and closes it on Escape; a click on
// the backdrop or the cross closes it too. The page behind does not scroll while it is open, and focus
// returns to what opened it.
import { type ReactNode, useEffect, useRef } from 'react';

export function Modal({
  label,
  onClose,
  className,
  children,
}: {
  label: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    document.body.classList.add('sg-scroll-locked');
    return () => {
      document.body.classList.remove('sg-scroll-locked');
      dialog.current?.close();
      opener?.focus();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes the dialog with Escape (onCancel)
    <dialog
      ref={dialog}
      aria-label={label}
      className={`sg-modal${className ? ` ${className}` : ''}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sg-modal-body">
        <button type="button" className="sg-close" aria-label="Закрыть" onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </dialog>
  );
}
