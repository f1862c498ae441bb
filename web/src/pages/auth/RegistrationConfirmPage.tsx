// /registration/confirm#code=…: the link of the sign-up letter. Confirms once on opening, then signs
// in and goes on to /setting like a login; a used or expired link says what to do instead.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CONFIRMATION_CODE_PARAM, secretOfUrl } from '../../../../shared/account-pages';
import { FormMessages } from '../../ui/FormMessages';
import { Loader } from '../../ui/Loader';
import { confirmRegistration } from './auth-api';
import { useSignInMutation } from './useSignInMutation';

export default function RegistrationConfirmPage() {
  const code = secretOfUrl(useLocation(), CONFIRMATION_CODE_PARAM);
  const confirm = useSignInMutation(confirmRegistration);
  // A code opens one account: sent once, even when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(code);
  }, [code, confirm]);

  return (
    <section className="auth__form" aria-labelledby="confirm-title">
      <h1 id="confirm-title">Подтверждение регистрации</h1>
      {confirm.isError ? (
        <>
          <FormMessages messages={confirm.error.messages} />
          <p className="auth__alt">
            <Link to="/authorization" replace>
              Войти
            </Link>{' '}
            или{' '}
            <Link to="/registration" replace>
              зарегистрироваться снова
            </Link>
          </p>
        </>
      ) : (
        <Loader label="Подтверждаем email и открываем кабинет…" />
      )}
    </section>
  );
}
