// /authorization: e-mail and password; Enter submits (a real form).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authorizationSchema } from '../../../../shared/schemas/user';
import { FormMessages } from '../../ui/FormMessages';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../ui/form-errors';
import { Spinner } from '../../ui/Loader';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { logIn } from './auth-api';
import { useSignInMutation } from './useSignInMutation';

type Field = 'email' | 'password';

export default function AuthorizationPage() {
  const [form, setForm] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const login = useSignInMutation(logIn);

  const change = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = authorizationSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    login.mutate(parsed.data);
  }

  return (
    <form className="auth__form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Вход в кабинет</h1>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.email}
        onChange={change('email')}
        error={errors.email}
        required
        autoFocus
      />
      <PasswordField
        label="Пароль"
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={change('password')}
        error={errors.password}
      />
      <FormMessages messages={login.error?.messages ?? []} />
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
