// /email/change#token=…: the link of the letter to a new login e-mail. Opening it changes nothing: the
// owner presses the button; then the login moves, and the previous address is told.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_LINK_TOKEN_PARAM, secretOfUrl } from '../../../../shared/account-pages';
import type { ApiError } from '../../api/client';
import { userQuery } from '../../api/user';
import { FormMessages } from '../../ui/FormMessages';
import { SubmitButton } from '../../ui/SubmitButton';
import { confirmLoginEmail } from './auth-api';
import { INCOMPLETE_LINK } from './link-messages';

export default function LoginEmailConfirmPage() {
  const token = secretOfUrl(useLocation(), ACCOUNT_LINK_TOKEN_PARAM);
  const client = useQueryClient();
  const confirm = useMutation<{ email: string }, ApiError, string>({
    mutationFn: confirmLoginEmail,
    // A signed-in tab shows the new e-mail from now on.
    onSuccess: () => client.invalidateQueries({ queryKey: userQuery.queryKey }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirm.isPending && token !== '') confirm.mutate(token);
  }

  if (confirm.isSuccess) {
    return (
      <section className="auth__form" aria-labelledby="login-email-title">
        <h1 id="login-email-title">Email для входа изменён</h1>
        <FormMessages
          tone="info"
          messages={[`Теперь вы входите в кабинет с ${confirm.data.email}. На прежний адрес отправлено уведомление.`]}
        />
        <Link className="btn btn--primary btn--block" to="/setting">
          Перейти в кабинет
        </Link>
      </section>
    );
  }
  return (
    <form className="auth__form" onSubmit={submit} aria-labelledby="login-email-title">
      <h1 id="login-email-title">Новый email для входа</h1>
      <p className="auth__lead">
        Нажмите кнопку, чтобы входить в кабинет ДентЛид с этим адресом. Если вы не знаете, о чём речь, просто закройте страницу: ничего не
        изменится.
      </p>
      <FormMessages messages={token === '' ? [INCOMPLETE_LINK] : (confirm.error?.messages ?? [])} />
      <SubmitButton pending={confirm.isPending} disabled={token === ''}>
        Подтвердить новый email
      </SubmitButton>
    </form>
  );
}
