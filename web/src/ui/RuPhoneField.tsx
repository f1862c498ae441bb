// A phone field with the "+7 XXX XXX-XX-XX" mask; "+7" appears as soon as the field gets focus.
import { useId, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { prepareRuPhoneChunk, RU_PHONE_MASK, RU_PHONE_PLACEHOLDER, RU_PHONE_PREFIX } from './phone-mask';
import './ui.css';

interface RuPhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
}

export function RuPhoneField({ label, value, onChange, error, hint, name = 'phone', required, autoFocus }: RuPhoneFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <IMaskInput
        id={id}
        name={name}
        className="field__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        mask={RU_PHONE_MASK}
        prepare={prepareRuPhoneChunk}
        placeholder={RU_PHONE_PLACEHOLDER}
        maxLength={16}
        value={value}
        required={required}
        autoFocus={autoFocus}
        onAccept={(next: string) => onChange(next)}
        onFocus={() => {
          if (value === '') onChange(RU_PHONE_PREFIX);
        }}
        onBlur={() => {
          if (value === RU_PHONE_PREFIX) onChange('');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
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
    </div>
  );
}
