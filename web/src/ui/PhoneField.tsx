// An account's phone (sign-up, 'Ваш аккаунт'): a +7 number in its mask, or, after 'Номер другой страны',
// a foreign number in plain mode (digits, '+', spaces and hyphens).
import { useState } from 'react';
import { sanitizePlainPhone } from '../../../shared/phone';
import { isForeignPhone } from './phone-field';
import { RuPhoneField } from './RuPhoneField';
import { TextField } from './TextField';

interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

export function PhoneField({ label, value, onChange, error, required }: PhoneFieldProps) {
  const [foreign, setForeign] = useState(() => isForeignPhone(value));
  const switchMode = (
    <button
      type="button"
      className="link-button"
      onClick={() => {
        setForeign(!foreign);
        onChange('');
      }}
    >
      {foreign ? 'Российский или казахстанский номер (+7)' : 'Номер другой страны'}
    </button>
  );
  return foreign ? (
    <TextField
      label={label}
      name="phone"
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="+49 30 1234-5678"
      value={value}
      onChange={(typed) => onChange(sanitizePlainPhone(typed))}
      error={error}
      hint={switchMode}
      required={required}
    />
  ) : (
    <RuPhoneField label={label} value={value} onChange={onChange} error={error} hint={switchMode} required={required} />
  );
}
