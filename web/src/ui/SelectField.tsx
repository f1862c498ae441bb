// A labelled select with the same label and error as TextField.
import { useId } from 'react';
import './ui.css';
import { FieldNotes, fieldDescribedBy } from './FieldNotes';

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  error?: string;
  className?: string;
}

export function SelectField<V extends string>({ label, value, options, onChange, error, className }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} />
    </div>
  );
}
