// /registration: name, e-mail, phone (+7 mask or a plain foreign number), password twice, consent.
// The answer is the same for a new and a registered e-mail: open the letter (its link opens the cabinet).
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type RegistrationAnswer, type RegistrationInput, registrationSchema } from '../../../../shared/schemas/user';
import { currentUtm } from '../../analytics/utm';
import type { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import { EmailField } from '../../ui/EmailField';
import { PhoneField } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { useCheckedForm } from '../../ui/useCheckedForm';
import { registerClinic } from './auth-api';
import { CheckMail } from './CheckMail';
import { NewPasswordFields } from './NewPasswordFields';

export default function RegistrationPage() {
  const register = useMutation<RegistrationAnswer, ApiError, RegistrationInput>({ mutationFn: registerClinic });
  const {
    values: form,
    errors,
    change,
    submit,
  } = useCheckedForm({
    initial: { name: '', email: '', phone: '', password: '', proofPassword: '' },
    check: (values) => {
      const utm = currentUtm(window.location.search);
      return registrationSchema.safeParse({ ...values, ...(utm ? { utm } : {}) });
    },
    send: register.mutate,
    blocked: register.isPending,
  });

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
