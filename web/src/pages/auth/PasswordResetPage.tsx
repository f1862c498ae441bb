// /password/reset#token=…: the link of the reset letter. The new password twice; saving it ends every
// session of the account and signs this browser in (then on to /setting, as a login).
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_LINK_TOKEN_PARAM, PASSWORD_FORGOT_PAGE, secretOfUrl } from '../../../../shared/account-pages';
import { passwordResetSchema } from '../../../../shared/schemas/user';
import { FormMessages } from '../../ui/FormMessages';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../ui/form-errors';
import { SubmitButton } from '../../ui/SubmitButton';
import { resetPassword } from './auth-api';
import { INCOMPLETE_LINK } from './link-messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useSignInMutation } from './useSignInMutation';

type Field = 'password' | 'proofPassword';

export default function PasswordResetPage() {
  const token = secretOfUrl(useLocation(), ACCOUNT_LINK_TOKEN_PARAM);
  const [form, setForm] = useState<Record<Field, string>>({ password: '', proofPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useSignInMutation(resetPassword);

  const change = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || token === '') return;
    const parsed = passwordResetSchema.safeParse({ token, ...form });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    save.mutate(parsed.data);
  }

  return (
    <form className="auth__form" onSubmit={submit} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title">Задайте новый пароль</h1>
      <p className="auth__lead">После смены пароля все открытые сессии кабинета закончатся, а вы войдёте с новым паролем.</p>
      <NewPasswordFields label="Новый пароль" values={form} errors={errors} onChange={change} />
      <FormMessages messages={token === '' ? [INCOMPLETE_LINK] : (save.error?.messages ?? [])} />
      <SubmitButton pending={save.isPending} disabled={token === ''}>
        Сохранить пароль и войти
      </SubmitButton>
      <p className="auth__alt">
        Ссылка не работает? <Link to={PASSWORD_FORGOT_PAGE}>Запросите новую</Link>
      </p>
    </form>
  );
}
