// /email/confirm#token=…: the link of the letter a clinic's new lead address gets (issue 13 §1). Opening
// it confirms nothing: the owner presses the button, so a mail scanner that follows every link cannot
// confirm an address for a clinic that typed a stranger's.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { EMAIL_CONFIRM_TOKEN_PARAM, secretOfUrl } from '../../../../shared/account-pages';
import { integrationEmailConfirm } from '../../../../shared/api/leads';
import type { AnswerOf } from '../../../../shared/api/endpoint';
import { api, ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import { Logo } from '../../ui/Logo';
import '../../ui/ui.css';
import '../auth/auth.css';

type Confirmed = AnswerOf<typeof integrationEmailConfirm>;

const incompleteLink = 'Ссылка неполная: откройте её из письма целиком или скопируйте в адресную строку полностью.';

export default function EmailConfirmPage() {
  const token = secretOfUrl(useLocation(), EMAIL_CONFIRM_TOKEN_PARAM);
  const [pending, setPending] = useState(false);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const [problem, setProblem] = useState<string[]>([]);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setProblem([]);
    try {
      setConfirmed(await api.call(integrationEmailConfirm, { body: { token } }));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.messages : ['Нет связи с сервером. Проверьте интернет и нажмите ещё раз.']);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="auth">
      <main className="auth__main">
        <div className="auth__card">
          <Logo />
          <section className="auth__form" aria-labelledby="email-confirm-title">
            {confirmed ? (
              <>
                <h1 id="email-confirm-title">Адрес подтверждён</h1>
                <p role="status">
                  Заявки пациентов{confirmed.clinic ? ` клиники «${confirmed.clinic}»` : ''} будут приходить на {confirmed.address}. Эту
                  страницу можно закрыть.
                </p>
              </>
            ) : (
              <>
                <h1 id="email-confirm-title">Подтверждение адреса для заявок</h1>
                <p>
                  Клиника хочет получать на ваш адрес заявки пациентов из сервиса ДентЛид. Если это ваш адрес и вы согласны, нажмите кнопку.
                  Если вы не знаете, о чём речь, просто закройте страницу: без подтверждения мы ничего не пришлём.
                </p>
                <FormMessages messages={token === '' ? [incompleteLink] : problem} />
                <button type="button" className="btn btn--primary" onClick={confirm} disabled={pending || token === ''}>
                  {pending ? <Spinner /> : null}
                  Подтвердить адрес
                </button>
              </>
            )}
          </section>
        </div>
      </main>
    </div>
  );
}
