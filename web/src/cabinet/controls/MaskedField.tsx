// A text field with a react-imask mask, in the look of ui/TextField.
import { useId } from 'react';
import { IMaskInput } from 'react-imask';

interface MaskedFieldProps {
  label: string;
  mask: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  placeholder?: string;
  type?: 'tel' | 'text';
  autoComplete?: string;
  error?: string;
}

export function MaskedField({ label, mask, value, onChange, name, placeholder, type = 'text', autoComplete, error }: MaskedFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <IMaskInput
        id={id}
        name={name}
        className="field__input"
        type={type}
        inputMode={type === 'tel' ? 'tel' : undefined}
        autoComplete={autoComplete}
        mask={mask}
        placeholder={placeholder ?? mask}
        value={value}
        onAccept={(next: string) => onChange(next)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
