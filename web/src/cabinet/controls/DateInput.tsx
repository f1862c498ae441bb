// A date field ("01.05.2026") that hands its owner 'yyyy-mm-dd': a masked text input, as TimeInput is,
// because <input type="date"> follows the browser's locale ("05/01/2026" in an English Chromium).
import { IMask, IMaskInput } from 'react-imask';

const DATE_BLOCKS = {
  DD: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2 },
  MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
  YYYY: { mask: IMask.MaskedRange, from: 2020, to: 2099, maxLength: 4 },
};

interface DateInputProps {
  id?: string;
  label: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** 'yyyy-mm-dd'; the owner hears only complete dates. */
  value: string;
  onChange: (value: string) => void;
}

const shown = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '');

export function DateInput({ id, label, value, onChange, ...aria }: DateInputProps) {
  return (
    <IMaskInput
      {...aria}
      id={id}
      className="field__input date-input"
      type="text"
      inputMode="numeric"
      aria-label={label}
      placeholder="дд.мм.гггг"
      mask="DD.MM.YYYY"
      blocks={DATE_BLOCKS}
      lazy
      value={shown(value)}
      onAccept={(next: string) => {
        const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(next);
        if (match) onChange(`${match[3]}-${match[2]}-${match[1]}`);
      }}
    />
  );
}
