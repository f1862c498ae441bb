import './ui.css';

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/** A loader for a screen or block whose data is on its way. */
export function Loader({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
