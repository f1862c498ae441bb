// Google Sheets' card: the spreadsheet comes from Google's consent page (GoogleConnect) and is never typed; the card
// opens it, checks the access ('Проверить доступ') or, when access was lost, connects again keeping the spreadsheet.
import { useState } from 'react';
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import { ApiError } from '../../../api/client';
import { ActionResult, type ActionState } from '../ActionResult';
import { fieldText } from '../entries';
import { GoogleConnect, GoogleReturnNotice, goToGoogleConsent, useGoogleReturn } from '../GoogleConnect';
import { checkGoogleAccess } from '../integrations-api';
import type { DetailsProps, KindUi, ReturnProps } from './kind-ui';

/** A Google entry: its spreadsheet, what to do when access was lost ('Подключить заново'), and 'Проверить доступ'. */
function GoogleSheet({ entry, refresh }: Pick<DetailsProps, 'entry' | 'refresh'>) {
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const url = fieldText(entry, 'spreadsheetUrl');
  const lost = fieldText(entry, 'error');

  async function reconnect() {
    setState({ status: 'sending' });
    const problem = await goToGoogleConsent(entry._id);
    if (problem) setState({ status: 'error', message: problem });
  }

  async function check() {
    setState({ status: 'sending' });
    try {
      const answer = await checkGoogleAccess(entry._id);
      setState(
        answer.data.error
          ? { status: 'error', message: answer.data.error }
          : { status: 'sent', message: 'Доступ к таблице есть: заявки добавляются в неё' },
      );
      if ((answer.data.error ?? '') !== lost) void refresh();
    } catch (error) {
      setState({ status: 'error', message: error instanceof ApiError ? error.message : 'Не удалось проверить доступ' });
    }
  }

  return (
    <div className="integration-test">
      {lost ? (
        <p className="integration-entry__hint integration-entry__hint--error" role="alert">
          {lost}
        </p>
      ) : null}
      <div className="integration-entry__actions">
        {url ? (
          <a className="btn btn--secondary btn--small" href={url} target="_blank" rel="noopener noreferrer">
            Открыть таблицу
          </a>
        ) : null}
        {lost ? (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => void reconnect()}
            disabled={state.status === 'sending'}
          >
            Подключить заново
          </button>
        ) : (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void check()} disabled={state.status === 'sending'}>
            {state.status === 'sending' ? <span className="spinner" aria-hidden="true" /> : null}
            Проверить доступ
          </button>
        )}
      </div>
      {state.message !== lost ? <ActionResult state={state} /> : null}
    </div>
  );
}

const GoogleDetails = ({ entry, active, refresh }: DetailsProps) => (active ? <GoogleSheet entry={entry} refresh={refresh} /> : null);

/** Back from Google's consent page: the spreadsheet is made, the list reloaded, and the outcome said above it. */
function GoogleReturn({ refresh }: ReturnProps) {
  const googleReturn = useGoogleReturn(refresh);
  return <GoogleReturnNotice result={googleReturn.result} onClose={googleReturn.dismiss} />;
}

export const googleUi = {
  kind: 'google',
  title: KIND_TITLES.google,
  description: 'Каждая заявка добавляется новой строкой в Google Таблицу, которую мы создадим в вашем Google Диске.',
  // The spreadsheet comes from the consent flow (GoogleConnect), never typed.
  fields: [],
  incompleteHint: 'Таблица не создана: удалите интеграцию и подключите Google Таблицы заново',
  Connect: GoogleConnect,
  Details: GoogleDetails,
  Return: GoogleReturn,
} satisfies KindUi<'google'>;
