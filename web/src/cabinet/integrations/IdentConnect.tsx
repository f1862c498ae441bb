// Adding IDENT: the typed form (a name) with the key the server made for the clinic's next IDENT entry above it, the
// same every time the dialog opens; the entry keeps that key (the clinic copies it into IDENT first).
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { AddIntegrationModal } from './AddIntegrationModal';
import { CopyKey } from './CopyKey';
import { identKeyQuery } from './integrations-api';
import type { ConnectProps } from './kinds/kind-ui';

type KeyState = ReturnType<typeof useIdentKey>;
const useIdentKey = () => useQuery(identKeyQuery);

/** The key once it has come (with 'Скопировать'), with a retry when it did not. */
function IdentKey({ state }: { state: KeyState }) {
  if (state.data) {
    return (
      <>
        <CopyKey value={state.data.key} />
        <p className="panel__note">Укажите этот ключ в настройках HTTP-сервиса IDENT (ключ интеграции), затем нажмите «Добавить».</p>
      </>
    );
  }
  if (state.isError) {
    return (
      <p className="integration-modal__error" role="alert">
        {state.error instanceof ApiError ? state.error.message : 'Не удалось получить ключ'}{' '}
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void state.refetch()}>
          Повторить
        </button>
      </p>
    );
  }
  return (
    <p className="panel__note" role="status">
      <span className="spinner" aria-hidden="true" /> Создаём ключ интеграции…
    </p>
  );
}

export default function IdentConnect(props: ConnectProps) {
  const key = useIdentKey();
  return (
    <AddIntegrationModal
      {...props}
      before={<IdentKey state={key} />}
      made={{ id: key.data?.key ?? '' }}
      {...(key.data ? {} : { notReady: 'Дождитесь ключа интеграции: он нужен IDENT' })}
    />
  );
}
