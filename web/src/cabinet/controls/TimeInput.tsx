// A 24-hour time field ("09:30"): a masked text input, because <input type="time"> follows the
// browser's locale and shows "09:30 AM" in an English Chromium (issue 10).
import { IMask } from 'react-imask';
import { MaskedInput } from './MaskedInput';

const TIME_BLOCKS = {
  HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
  MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
};

interface TimeInputProps {
  label: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** "HH:MM"; the owner hears only complete times. */
  value: string;
  onChange: (value: string) => void;
}

export function TimeInput({ value, onChange, ...field }: TimeInputProps) {
  return (
    <MaskedInput
      {...field}
      className="field__input time-input"
      placeholder="чч:мм"
      mask="HH:MM"
      blocks={TIME_BLOCKS}
      text={value}
      isComplete={(text) => /^\d{2}:\d{2}$/.test(text)}
      onComplete={onChange}
    />
  );
}

/** A start and an end, each its own field, named `<label>: начало` and `<label>: конец`. */
export function TimeRangeInputs({
  label,
  start,
  end,
  described,
  onChange,
}: {
  label: string;
  start: string;
  end: string;
  /** aria-invalid and the row's message, when the row is wrong. */
  described: Record<string, unknown>;
  onChange: (start: string, end: string) => void;
}) {
  return (
    <span className="time-range">
      <TimeInput label={`${label}: начало`} value={start} onChange={(next) => onChange(next, end)} {...described} />
      <span aria-hidden="true">—</span>
      <TimeInput label={`${label}: конец`} value={end} onChange={(next) => onChange(start, next)} {...described} />
    </span>
  );
}
