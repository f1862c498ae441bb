// 'Подключить Google Таблицы' (docs/contract/cabinet.md §4 spreadsheet flow): the user goes to Google's consent page
// and comes back to this screen with a code; useGoogleReturn creates the spreadsheet and shows the outcome.
// The same way, with the entry's id, reconnects an entry whose access was lost (its spreadsheet is kept).
import { useEffect, useRef, useState } from 'react';
import { ModalFooter } from './ModalFooter';
import { useSearchParams } from 'react-router';
import type { GoogleEntryAnswer } from '../../../../shared/schemas/google';
import { ApiError } from '../../api/client';
import { Modal } from '../controls/Modal';
import { KIND_INFO } from './catalogue';
import { IntegrationLogo } from './IntegrationLogo';
import { connectGoogleReturn, googleConsentUrl } from './integrations-api';

/** Asks for the consent URL and leaves for Google; answers an error message when it could not. */
export async function goToGoogleConsent(entryId?: string): Promise<string | null> {
  try {
    const { url } = await googleConsentUrl(entryId);
    window.location.assign(url);
    return null;
  } catch (failure) {
    return failure instanceof ApiError ? failure.message : 'Не удалось открыть страницу Google';
  }
}

export function GoogleConnect({ onClose }: { onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function go() {
    setBusy(true);
    setError(null);
    const problem = await goToGoogleConsent();
    if (problem) {
      setError(problem);
      setBusy(false);
    }
  }

  return (
    <Modal title={KIND_INFO.google.title} onClose={onClose}>
      <div className="integration-modal__intro">
        <IntegrationLogo kind="google" size={48} />
        <p className="panel__hint">{KIND_INFO.google.description}</p>
      </div>
      <p className="panel__hint">
        Откроется страница Google: войдите в аккаунт и нажмите «Разрешить». Мы создадим таблицу «Заявки ДентЛид» и получим доступ только к
        ней.
      </p>
      <ModalFooter error={error} busy={busy} onCancel={onClose} action="Перейти в Google" onAction={() => void go()} />
    </Modal>
  );
}

export type GoogleReturn =
  | { status: 'connecting' }
  | { status: 'connected'; entry: GoogleEntryAnswer['data'] }
  | { status: 'failed'; message: string }
  | undefined;

/**
 * Back from Google with ?code=…&state=… (or ?error=…&state=…): sends that query once, removes it from the
 * address at once (a reload asks nothing again), then calls `onConnected` so the screen shows the entry.
 * A return without `state` is not Google's (amoCRM returns here with code and referer).
 */
export function useGoogleReturn(onConnected: () => Promise<void>): { result: GoogleReturn; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<GoogleReturn>();
  const handled = useRef(false);
  const connected = useRef(onConnected);
  connected.current = onConnected;
  const isGoogle = params.has('state') && (params.has('code') || params.has('error')) && !params.has('referer');
  const query = isGoogle ? `?${params.toString()}` : '';

  useEffect(() => {
    if (!query || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        for (const name of ['code', 'state', 'scope', 'error', 'authuser', 'prompt', 'hd']) current.delete(name);
        return current;
      },
      { replace: true },
    );
    setResult({ status: 'connecting' });
    connectGoogleReturn(query)
      .then(async (answer) => {
        await connected.current();
        setResult({ status: 'connected', entry: answer.data });
      })
      .catch((failure: unknown) =>
        setResult({ status: 'failed', message: failure instanceof ApiError ? failure.message : 'Не удалось подключить Google Таблицу' }),
      );
  }, [query, setParams]);

  return { result, dismiss: () => setResult(undefined) };
}

export function GoogleReturnNotice({ result, onClose }: { result: GoogleReturn; onClose: () => void }) {
  if (!result) return null;
  if (result.status === 'connecting') {
    return (
      <p className="integration-notice" role="status">
        <span className="spinner" aria-hidden="true" /> Создаём Google Таблицу…
      </p>
    );
  }
  return (
    <div
      className={`integration-notice integration-notice--${result.status === 'connected' ? 'ok' : 'error'}`}
      role={result.status === 'connected' ? 'status' : 'alert'}
    >
      {result.status === 'connected' ? (
        <p>
          Google Таблица подключена: новые заявки будут добавляться в неё строками.{' '}
          {result.entry.spreadsheetUrl ? (
            <a href={result.entry.spreadsheetUrl} target="_blank" rel="noopener noreferrer">
              Открыть таблицу
            </a>
          ) : null}
        </p>
      ) : (
        <p>{result.message}</p>
      )}
      <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
        Закрыть
      </button>
    </div>
  );
}
