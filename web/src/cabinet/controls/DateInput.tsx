// A date field ("01.05.2026") that hands its owner 'yyyy-mm-dd': a masked text input, as TimeInput is,
// because <input type="date"> follows the browser's locale ("05/01/2026" in an English Chromium).
import { IMask } from 'react-imask';
import { MaskedInput } from './MaskedInput';

const DATE_BLOCKS = {
  DD: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2 },
  MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
  YYYY: { mask: IMask.MaskedRange, from: 2020, to: 2099, maxLength: 4 },
};
const SHOWN = /^(\d{2})\.(\d{2})\.(\d{4})$/;

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

export function DateInput({ value, onChange, ...field }: DateInputProps) {
  return (
    <MaskedInput
      {...field}
      className="field__input date-input"
      placeholder="дд.мм.гггг"
      mask="DD.MM.YYYY"
      blocks={DATE_BLOCKS}
      text={shown(value)}
      isComplete={(text) => SHOWN.test(text)}
      onComplete={(text) => {
        const [, day, month, year] = SHOWN.exec(text)!;
        onChange(`${year}-${month}-${day}`);
      }}
    />
  );
}
