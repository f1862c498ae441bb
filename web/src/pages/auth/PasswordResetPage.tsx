// /password/reset#token=…: the link of the reset letter. The new password twice; saving it ends every
// session of the account and signs this browser in (then on to /setting, as a login).
import { Link, useLocation } from 'react-router';
import { ACCOUNT_LINK_TOKEN_PARAM, PASSWORD_FORGOT_PAGE, secretOfUrl } from '../../../../shared/account-pages';
import { passwordResetSchema } from '../../../../shared/schemas/user';
import { FormMessages } from '../../ui/FormMessages';
import { SubmitButton } from '../../ui/SubmitButton';
import { useCheckedForm } from '../../ui/useCheckedForm';
import { resetPassword } from './auth-api';
import { INCOMPLETE_LINK } from './link-messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useSignInMutation } from './useSignInMutation';

export default function PasswordResetPage() {
  const token = secretOfUrl(useLocation(), ACCOUNT_LINK_TOKEN_PARAM);
  const save = useSignInMutation(resetPassword);
  const {
    values: form,
    errors,
    change,
    submit,
  } = useCheckedForm({
    initial: { password: '', proofPassword: '' },
    check: (values) => passwordResetSchema.safeParse({ token, ...values }),
    send: save.mutate,
    blocked: save.isPending || token === '',
  });

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
