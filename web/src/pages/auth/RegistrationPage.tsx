// /registration: name, e-mail, phone (+7 mask or a plain foreign number), password twice, consent.
// The answer is the same for a new and a registered e-mail: open the letter (its link opens the cabinet).
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { type RegistrationAnswer, type RegistrationInput, registrationSchema } from '../../../../shared/schemas/user';
import { currentUtm } from '../../analytics/utm';
import type { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../ui/form-errors';
import { Spinner } from '../../ui/Loader';
import { EmailField } from '../../ui/EmailField';
import { PhoneField } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { registerClinic } from './auth-api';
import { CheckMail } from './CheckMail';
import { NewPasswordFields } from './NewPasswordFields';

type Field = 'name' | 'email' | 'phone' | 'password' | 'proofPassword';

export default function RegistrationPage() {
  const [form, setForm] = useState<Record<Field, string>>({ name: '', email: '', phone: '', password: '', proofPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const register = useMutation<RegistrationAnswer, ApiError, RegistrationInput>({ mutationFn: registerClinic });

  const change = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const utm = currentUtm(window.location.search);
    const parsed = registrationSchema.safeParse({ ...form, ...(utm ? { utm } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    register.mutate(parsed.data);
  }

  if (register.isSuccess) {
    return (
      <CheckMail
        titleId="registration-title"
        messages={register.data.messages}
        again="зарегистрируйтесь ещё раз"
        onAgain={register.reset}
      />
    );
  }

  return (
    <form className="auth__form" onSubmit={submit} noValidate aria-labelledby="registration-title">
      <h1 id="registration-title">Регистрация клиники</h1>
      <TextField
        label="Имя"
        name="name"
        autoComplete="name"
        value={form.name}
        onChange={change('name')}
        error={errors.name}
        required
        autoFocus
      />
      <EmailField value={form.email} onChange={change('email')} error={errors.email} required />
      <PhoneField label="Телефон" value={form.phone} onChange={change('phone')} error={errors.phone} required />
      <NewPasswordFields values={form} errors={errors} onChange={change} />
      <p className="auth__consent">
        Нажимая «Зарегистрироваться», вы даёте согласие на обработку персональных данных в соответствии с{' '}
        <Link to="/policy">политикой обработки персональных данных</Link>.
      </p>
      <FormMessages messages={register.error?.messages ?? []} />
      <button type="submit" className="btn btn--primary btn--block" disabled={register.isPending}>
        {register.isPending ? <Spinner /> : null}
        Зарегистрироваться
      </button>
      <p className="auth__alt">
        Уже есть аккаунт?{' '}
        <Link to="/authorization" replace>
          Войти
        </Link>
      </p>
    </form>
  );
}
