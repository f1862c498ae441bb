import type { FieldErrors } from '../../ui/form-errors';
import { PasswordField } from '../../ui/PasswordField';

type Field = 'password' | 'proofPassword';

/** A new password, typed twice (the sign-up, the reset). */
export function NewPasswordFields({
  label = 'Пароль',
  values,
  errors,
  onChange,
}: {
  label?: string;
  values: Record<Field, string>;
  errors: FieldErrors<Field>;
  onChange: (field: Field) => (value: string) => void;
}) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
      />
      <PasswordField
        label="Повторите пароль"
        name="proofPassword"
        autoComplete="new-password"
        value={values.proofPassword}
        onChange={onChange('proofPassword')}
        error={errors.proofPassword}
      />
    </>
  );
}
