// /authorization/link#token=…: the link of the sign-in letter (the way around a locked login). Opening it
// signs no one in: the owner presses the button, so a mail scanner that follows every link spends nothing.
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_LINK_TOKEN_PARAM, secretOfUrl } from '../../../../shared/account-pages';
import { FormMessages } from '../../ui/FormMessages';
import { SubmitButton } from '../../ui/SubmitButton';
import { signInByLink } from './auth-api';
import { INCOMPLETE_LINK } from './link-messages';
import { useSignInMutation } from './useSignInMutation';

export default function SignInLinkPage() {
  const token = secretOfUrl(useLocation(), ACCOUNT_LINK_TOKEN_PARAM);
  const signIn = useSignInMutation(signInByLink);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!signIn.isPending && token !== '') signIn.mutate(token);
  }

  return (
    <form className="auth__form" onSubmit={submit} aria-labelledby="link-title">
      <h1 id="link-title">Вход по ссылке из письма</h1>
      <p className="auth__lead">
        Ссылка открывает кабинет один раз. Если вход по паролю был закрыт, с этого устройства он снова откроется.
      </p>
      <FormMessages messages={token === '' ? [INCOMPLETE_LINK] : (signIn.error?.messages ?? [])} />
      <SubmitButton pending={signIn.isPending} disabled={token === ''}>
        Войти в кабинет
      </SubmitButton>
      {signIn.isError ? (
        <p className="auth__alt">
          <Link to="/authorization" replace>
            Войти с паролем
          </Link>{' '}
          или запросить новую ссылку на странице входа
        </p>
      ) : null}
    </form>
  );
}
