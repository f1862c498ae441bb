import { TextField, type TextFieldProps } from './TextField';

/** The e-mail input every form uses: the e-mail keyboard and the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & { label?: string }) {
  return <TextField label="Email" name="email" autoComplete="email" {...props} type="email" inputMode="email" />;
}
