// One field of an integration entry, the same in the 'add' modal and on the entry's card: a field whose value is saved
// in another form (a site as its host) shows that form while it is typed.
import { TextField } from '../../ui/TextField';
import type { FieldSpec } from './kinds/kind-ui';

interface Props {
  field: FieldSpec;
  value: string;
  onChange: (next: string) => void;
  /** Called with the value as it will be saved, when the field is left (the card saves it then). */
  onLeft?: (saved: string) => void;
  autoFocus?: boolean;
  /** What is wrong with the value, shown at the field (shared/domain/integrations.ts entryFieldProblems). */
  error?: string | undefined;
}

export function EntryFieldInput({ field, value, onChange, onLeft, autoFocus, error }: Props) {
  const saved = field.savedAs?.(value) ?? '';
  return (
    <TextField
      label={field.label}
      name={field.name}
      value={value}
      type={field.type ?? 'text'}
      inputMode={field.inputMode}
      placeholder={field.placeholder}
      autoComplete="off"
      autoFocus={autoFocus}
      hint={saved ? `Сохранится как ${saved}` : field.hint}
      {...(error ? { error } : {})}
      onChange={onChange}
      onBlur={saved && onLeft ? () => onLeft(saved) : undefined}
    />
  );
}
