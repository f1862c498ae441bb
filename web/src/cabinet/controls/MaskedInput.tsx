// A masked text field (a time, a date) that hands its owner only complete values. What is typed half-way
// is the field's own: the owner re-rendering with its last complete value (a background refetch, a save's
// status) does not wipe it; a new value from the owner (a merge, a reset) replaces it.
import { useState } from 'react';
import { type IMask, IMaskInput } from 'react-imask';

interface MaskedInputProps {
  id?: string;
  label: string;
  className: string;
  placeholder: string;
  mask: string;
  /** Each part of the mask: a range of numbers. */
  blocks: Record<string, { mask: typeof IMask.MaskedRange; from: number; to: number; maxLength: number }>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The owner's value as the field shows it ('' for none). */
  text: string;
  /** Called with every complete text the field accepts. */
  onComplete: (text: string) => void;
  isComplete: (text: string) => boolean;
}

export function MaskedInput({ id, label, className, placeholder, mask, blocks, text, onComplete, isComplete, ...aria }: MaskedInputProps) {
  const [typed, setTyped] = useState(text);
  const [owned, setOwned] = useState(text);
  if (owned !== text) {
    setOwned(text);
    setTyped(text);
  }
  return (
    <IMaskInput
      {...aria}
      id={id}
      className={className}
      type="text"
      inputMode="numeric"
      aria-label={label}
      placeholder={placeholder}
      mask={mask}
      blocks={blocks}
      lazy
      value={typed}
      onAccept={(next: string) => {
        setTyped(next);
        if (isComplete(next)) onComplete(next);
      }}
    />
  );
}
