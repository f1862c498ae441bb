// /password/forgot ('Забыли пароль?'): the e-mail for the reset letter. The answer is the same whether the
// e-mail is registered or not; only its mailbox learns which (a link, or 'no account with this e-mail').
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { emailField, type RegistrationAnswer } from '../../../../shared/schemas/user';
import type { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { focusFirstInvalid } from '../../ui/form-errors';
import { EmailField } from '../../ui/EmailField';
import { SubmitButton } from '../../ui/SubmitButton';
import { askForPasswordReset } from './auth-api';
import { CheckMail } from './CheckMail';

export default function PasswordForgotPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const ask = useMutation<RegistrationAnswer, ApiError, string>({ mutationFn: askForPasswordReset });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ask.isPending) return;
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    ask.mutate(parsed.data);
  }

  if (ask.isSuccess) return <CheckMail titleId="forgot-title" messages={ask.data.messages} again="отправьте ещё раз" onAgain={ask.reset} />;
  return (
    <form className="auth__form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title">Восстановление пароля</h1>
      <p className="auth__lead">Укажите email, с которым входите в кабинет: мы пришлём ссылку, по которой можно задать новый пароль.</p>
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        error={error}
        required
        autoFocus
      />
      <FormMessages messages={ask.error?.messages ?? []} />
      <SubmitButton pending={ask.isPending}>Прислать ссылку</SubmitButton>
      <p className="auth__alt">
        Вспомнили пароль?{' '}
        <Link to="/authorization" replace>
          Войти
        </Link>
      </p>
    </form>
  );
}
