import { Loader } from '../../ui/Loader';

/** Holds the form's place while its code loads, so nothing below it jumps. */
export function LeadFormPlaceholder() {
  return (
    <div className="lead-card lead-card--placeholder">
      <Loader label="Загружаем форму…" />
    </div>
  );
}
