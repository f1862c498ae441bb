// 'Подключить Telegram': the group is proven, never typed. The cabinet gets a one-time code with its
// t.me/<bot>?startgroup=<code> link; Telegram adds the bot to the group the user picks and posts the
// code there; the webhook stores that group. This modal waits (polling the code's status) and shows
// the group's title once it is connected.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TelegramCodeAnswer } from '../../../../shared/schemas/integrations';
import { ApiError } from '../../api/client';
import { Modal } from '../controls/Modal';
import { IntegrationLogo } from './IntegrationLogo';
import { requestTelegramCode, telegramCodeStatusQuery } from './integrations-api';
import type { ConnectProps } from './kinds/kind-ui';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });

/** Telegram's Connect part: the group shows up on the screen once its code has arrived (`refresh`). */
export function TelegramConnect({ info, refresh, onClose }: ConnectProps) {
  const [code, setCode] = useState<TelegramCodeAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useQuery({ ...telegramCodeStatusQuery(code?.code ?? ''), enabled: code !== null });
  const state = status.data?.status;

  async function issue() {
    setBusy(true);
    setError(null);
    try {
      setCode(await requestTelegramCode());
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Не удалось получить код');
    } finally {
      setBusy(false);
    }
  }

  const connected = useRef(refresh);
  connected.current = refresh;
  useEffect(() => {
    if (state === 'connected') void connected.current();
  }, [state]);

  return (
    <Modal title={info.title} onClose={onClose} wide>
      <div className="integration-modal__intro">
        <IntegrationLogo kind="telegram" size={48} />
        <p className="panel__hint">{info.description}</p>
      </div>
      {state === 'connected' && status.data?.group ? (
        <p className="integration-connect__done" role="status">
          Группа «{status.data.group.name}» подключена. Заявки будут приходить в неё.
        </p>
      ) : code ? (
        <ol className="integration-guide">
          <li>
            Откройте ссылку и выберите группу сотрудников: Telegram добавит в неё бота <strong>@{code.botUsername}</strong> и передаст ему
            код.{' '}
            <a className="btn btn--primary btn--small" href={code.link} target="_blank" rel="noopener noreferrer">
              Добавить бота в группу
            </a>
          </li>
          <li>
            {/* With @bot: in privacy mode (the default) Telegram gives a bot a plain /start only if it was the last bot to write there. */}
            Если бот уже в группе, отправьте в ней сообщение{' '}
            <code data-testid="telegram-start-command">
              /start@{code.botUsername} {code.code}
            </code>
          </li>
          <li aria-live="polite">
            {state === 'expired' ? (
              <>Код истёк. </>
            ) : (
              <>
                <span className="spinner" aria-hidden="true" /> Ждём код в группе. Он действует до {timeOf(code.expiresAt)}.
              </>
            )}
          </li>
        </ol>
      ) : (
        <p className="panel__hint">
          Бот подключается к группе одноразовым кодом: так заявки попадут только в группу, где вы сами его отправили.
        </p>
      )}
      {error ? (
        <p className="integration-modal__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          {state === 'connected' ? 'Готово' : 'Закрыть'}
        </button>
        {state !== 'connected' && (!code || state === 'expired') ? (
          <button type="button" className="btn btn--primary btn--small" onClick={() => void issue()} disabled={busy}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {code ? 'Получить новый код' : 'Получить код'}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
