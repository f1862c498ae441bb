// A phone field in the "+7 XXX XXX-XX-XX" mask; "+7" appears as soon as the field gets focus. The caret
// stays after the digit it followed when the mask regroups the number.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { caretAfterFormat, TYPED_PHONE_MAX_LENGTH } from '../../../shared/phone';
import { RU_PHONE_PLACEHOLDER, RU_PHONE_PREFIX, ruPhoneFieldInput } from './phone-field';
import './ui.css';
import { FieldNotes, fieldDescribedBy } from './FieldNotes';

interface RuPhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  name?: string;
  required?: boolean;
}

export function RuPhoneField({ label, value, onChange, error, hint, name = 'phone', required }: RuPhoneFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        className="field__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={RU_PHONE_PLACEHOLDER}
        maxLength={TYPED_PHONE_MAX_LENGTH}
        value={value}
        required={required}
        onChange={(event) => {
          const typed = event.target.value;
          const formatted = ruPhoneFieldInput(typed);
          const at = event.target.selectionStart ?? typed.length;
          caret.current = at < typed.length ? caretAfterFormat(typed, at, formatted) : null;
          onChange(formatted);
        }}
        onFocus={() => {
          if (value === '') onChange(RU_PHONE_PREFIX);
        }}
        onBlur={() => {
          if (value === RU_PHONE_PREFIX) onChange('');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
