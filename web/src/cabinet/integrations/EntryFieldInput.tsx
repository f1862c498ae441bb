// One field of an integration entry, the same in the 'add' modal and on the entry's card: a site shows
// the host it will be saved as while it is typed.
import type { IntegrationKind } from '../../../../shared/schemas/integrations';
import { TextField } from '../../ui/TextField';
import { webSitePreview, type FieldSpec } from './catalogue';

interface Props {
  kind: IntegrationKind;
  field: FieldSpec;
  value: string;
  onChange: (next: string) => void;
  /** Called with the host a site reduces to, when the field is left (the card saves it then). */
  onSiteLeft?: (host: string) => void;
  autoFocus?: boolean;
  /** What is wrong with the value, shown at the field (shared/domain/integrations.ts entryFieldProblems). */
  error?: string | undefined;
}

export function EntryFieldInput({ kind, field, value, onChange, onSiteLeft, autoFocus, error }: Props) {
  const preview = kind === 'webSite' ? webSitePreview(value) : '';
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
      hint={preview ? `Сохранится как ${preview}` : field.hint}
      {...(error ? { error } : {})}
      onChange={onChange}
      onBlur={preview && onSiteLeft ? () => onSiteLeft(preview) : undefined}
    />
  );
}
