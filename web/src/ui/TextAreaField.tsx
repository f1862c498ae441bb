// A multi-line text field with the same label, hint and error as TextField.
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import './ui.css';
import { FieldNotes, fieldDescribedBy } from './FieldNotes';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

export function TextAreaField({ label, value, onChange, error, hint, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...area}
        id={id}
        className={`field__input field__input--area ${area.className ?? ''}`}
        rows={area.rows ?? 3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
