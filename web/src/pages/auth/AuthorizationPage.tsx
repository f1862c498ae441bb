// /authorization: e-mail and password; Enter submits (a real form). 'Забыли пароль?' leads to the reset
// letter. A locked login offers a sign-in link by e-mail; a sign-up not confirmed yet, its letter again.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_FORGOT_PAGE } from '../../../../shared/account-pages';
import { isApiErrorBody } from '../../../../shared/api-error';
import { type AuthorizationInput, authorizationSchema, type RegistrationAnswer } from '../../../../shared/schemas/user';
import type { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import { PasswordField } from '../../ui/PasswordField';
import { EmailField } from '../../ui/EmailField';
import { useCheckedForm } from '../../ui/useCheckedForm';
import { askForSignInLink, logIn, resendSignUpLetter } from './auth-api';
import { useSignInMutation } from './useSignInMutation';

const codeOf = (error: ApiError | null) => (error && isApiErrorBody(error.body) ? error.body.error.code : undefined);

/** What a refused login offers: a sign-in link past the lock, or the sign-up's letter again. */
function LoginWayOut({ refusal, credentials }: { refusal: string | undefined; credentials: AuthorizationInput | undefined }) {
  const send = useMutation<RegistrationAnswer, ApiError, AuthorizationInput>({
    mutationFn: (body) => (refusal === 'EMAIL_NOT_CONFIRMED' ? resendSignUpLetter(body) : askForSignInLink(body.email)),
  });
  if (!credentials || (refusal !== 'LOGIN_LOCKED' && refusal !== 'EMAIL_NOT_CONFIRMED')) return null;
  if (send.isSuccess) return <FormMessages tone="info" messages={send.data.messages} />;
  return (
    <div className="auth__way-out">
      <FormMessages messages={send.error?.messages ?? []} />
      <button type="button" className="btn btn--ghost btn--block" disabled={send.isPending} onClick={() => send.mutate(credentials)}>
        {send.isPending ? <Spinner /> : null}
        {refusal === 'EMAIL_NOT_CONFIRMED' ? 'Отправить письмо ещё раз' : 'Прислать ссылку для входа'}
      </button>
    </div>
  );
}

export default function AuthorizationPage() {
  const login = useSignInMutation(logIn);
  const [sent, setSent] = useState<AuthorizationInput | undefined>(undefined);
  const {
    values: form,
    errors,
    change,
    submit,
  } = useCheckedForm({
    initial: { email: '', password: '' },
    check: (values) => authorizationSchema.safeParse(values),
    send: (credentials) => {
      setSent(credentials);
      login.mutate(credentials);
    },
    blocked: login.isPending,
  });

  return (
    <form className="auth__form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Вход в кабинет</h1>
      <EmailField value={form.email} onChange={change('email')} error={errors.email} required autoFocus />
      <PasswordField
        label="Пароль"
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={change('password')}
        error={errors.password}
      />
      <p className="auth__forgot">
        <Link to={PASSWORD_FORGOT_PAGE}>Забыли пароль?</Link>
      </p>
      <FormMessages messages={login.error?.messages ?? []} />
      {login.isError ? <LoginWayOut key={login.submittedAt} refusal={codeOf(login.error)} credentials={sent} /> : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
        {login.isPending ? <Spinner /> : null}
        Войти
      </button>
      <p className="auth__alt">
        Нет аккаунта?{' '}
        <Link to="/registration" replace>
          Зарегистрироваться
        </Link>
      </p>
    </form>
  );
}
