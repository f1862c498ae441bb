// amoCRM on the integrations screen (docs/contract/cabinet.md §4 "CRM flow", §8): 'Подключить' stores a marker
// locally and sends the clinic to amo's consent page; amo sends it back to /user/integration with code,
// referer and state; the screen posts them (the server keeps the tokens), then the clinic picks a
// pipeline, then a stage. The card shows the account, where leads go, and what to do when access is lost.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ModalFooter } from './ModalFooter';
import { useSearchParams } from 'react-router';
import { AMO_TEXTS, type AmoAnswer } from '../../../../shared/schemas/amo';
import { SECRET_MASK } from '../../../../shared/domain/integration-secrets';
import { ApiError } from '../../api/client';
import { Modal } from '../controls/Modal';
import type { EntryRecord } from './catalogue';
import { IntegrationLogo } from './IntegrationLogo';
import { amoConsentUrl, chooseAmoPipeline, connectAmo, reloadAmoData } from './integrations-api';

const MARKER_KEY = 'dentlead.amoConnect';

interface Marker {
  /** The state the server signed (it names the entry being reconnected, if any). */
  state: string;
}

function takeMarker(): Marker | undefined {
  try {
    const marker = JSON.parse(localStorage.getItem(MARKER_KEY) ?? 'null') as Marker | null;
    localStorage.removeItem(MARKER_KEY);
    return marker ?? undefined;
  } catch {
    return undefined;
  }
}

type Choice = { id: string | number; name: string };
const choiceOf = (value: unknown): Choice | undefined =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as Choice) : undefined;

export function amoDetails(entry: EntryRecord) {
  return {
    client: (entry.client as { name?: string } | undefined)?.name,
    pipelines: (entry.pipelines as Choice[] | undefined) ?? [],
    dealList: (entry.dealList as Record<string, Choice[]> | undefined) ?? {},
    pipeline: choiceOf(entry.mainPipelines),
    stage: choiceOf(entry.mainStatus),
    error: typeof entry.error === 'string' ? entry.error : '',
    hasTokens: entry.accessToken === SECRET_MASK && entry.refreshToken === SECRET_MASK,
  };
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** 'Подключить' / 'Подключить заново': to amo's consent page, with the marker kept for the return. */
export function AmoStartModal({ reconnect, onClose }: { reconnect?: EntryRecord; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kept = reconnect ? amoDetails(reconnect) : undefined;
  async function start() {
    setBusy(true);
    setError(null);
    try {
      const { url, state } = await amoConsentUrl(reconnect?._id);
      localStorage.setItem(MARKER_KEY, JSON.stringify({ state } satisfies Marker));
      window.location.assign(url);
    } catch (failure) {
      setError(messageOf(failure, 'Не удалось начать подключение amoCRM'));
      setBusy(false);
    }
  }
  return (
    <Modal title={reconnect ? 'amoCRM: подключить заново' : 'amoCRM'} onClose={onClose}>
      <div className="integration-modal__intro">
        <IntegrationLogo kind="amoCrm" size={48} />
        {kept?.pipeline && kept.stage ? (
          <p className="panel__hint">
            Откроется страница amoCRM: разрешите доступ тому же аккаунту. Воронка и этап сохранятся:{' '}
            <strong>
              {kept.pipeline.name} → {kept.stage.name}
            </strong>
            .
          </p>
        ) : (
          <p className="panel__hint">
            Заявки будут создаваться сделками с контактом пациента и примечанием. Откроется страница amoCRM: разрешите доступ, затем
            выберите воронку и этап.
          </p>
        )}
      </div>
      <ModalFooter error={error} busy={busy} onCancel={onClose} action="Перейти в amoCRM" onAction={() => void start()} />
    </Modal>
  );
}

export type AmoReturn = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

/** The return from amo's consent page (?code&referer&state): posted once, then the query is dropped. */
export function useAmoReturn(onConnected: (answer: AmoAnswer) => void): AmoReturn {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<AmoReturn>({ status: 'idle' });
  const handled = useRef(false);
  const connected = useRef(onConnected);
  connected.current = onConnected;
  const code = params.get('code');
  const referer = params.get('referer');
  const denied = params.get('error');
  const returnedState = params.get('state');

  useEffect(() => {
    // The Google Sheets return comes here with a code too, but never with a referer.
    if (handled.current || (!(code && referer) && !(denied && returnedState))) return;
    handled.current = true;
    setParams(
      (current) => {
        for (const name of ['code', 'referer', 'state', 'client_id', 'from_widget', 'error']) current.delete(name);
        return current;
      },
      { replace: true },
    );
    const marker = takeMarker();
    if (denied) return setState({ status: 'error', message: 'Доступ к amoCRM не предоставлен. Подключите интеграцию ещё раз' });
    if (!marker || marker.state !== returnedState) {
      return setState({ status: 'error', message: 'Подключение amoCRM начато не из этого окна. Нажмите «Подключить» ещё раз' });
    }
    setState({ status: 'loading' });
    connectAmo({ code: code!, referer: referer!, state: marker.state })
      .then((answer) => {
        setState({ status: 'idle' });
        connected.current(answer);
      })
      .catch((failure: unknown) => setState({ status: 'error', message: messageOf(failure, AMO_TEXTS.loadFailed) }));
  }, [code, referer, denied, returnedState, setParams]);

  return state;
}

/** Choose the pipeline, then its stage (docs/contract/cabinet.md §4); a missing deal list or client offers to load again. */
export function AmoSetupModal({
  entry,
  onSaved,
  onClose,
}: {
  entry: EntryRecord;
  onSaved: (answer: AmoAnswer) => void;
  onClose: () => void;
}) {
  const details = amoDetails(entry);
  const [pipelineId, setPipelineId] = useState(details.pipeline ? String(details.pipeline.id) : '');
  const [statusId, setStatusId] = useState(details.stage ? String(details.stage.id) : '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const stages = pipelineId ? (details.dealList[pipelineId] ?? []) : [];
  const missingData = !details.client || details.pipelines.length === 0;

  async function reload() {
    setBusy(true);
    setError(null);
    try {
      onSaved(await reloadAmoData(entry._id));
    } catch (failure) {
      setError(messageOf(failure, AMO_TEXTS.loadFailed));
    }
    setBusy(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = { ...(pipelineId ? {} : { pipelineId: 'Выберите воронку' }), ...(statusId ? {} : { statusId: 'Выберите этап' }) };
    if (Object.keys(missing).length > 0) return setFields(missing);
    setBusy(true);
    setError(null);
    try {
      onSaved(await chooseAmoPipeline({ id: entry._id, pipelineId, statusId }));
      onClose();
    } catch (failure) {
      const body = failure instanceof ApiError ? (failure.body as { error?: { fields?: Record<string, string> } }) : undefined;
      if (body?.error?.fields) setFields(body.error.fields);
      else setError(messageOf(failure, 'Не удалось сохранить воронку'));
      setBusy(false);
    }
  }

  const select = (name: 'pipelineId' | 'statusId', label: string, value: string, options: Choice[], onChange: (value: string) => void) => (
    <div className="field">
      <label className="field__label" htmlFor={`${ids}-${name}`}>
        {label}
      </label>
      <select
        id={`${ids}-${name}`}
        className="field__input"
        value={value}
        disabled={options.length === 0}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `${ids}-${name}-error` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setFields((current) => ({ ...current, [name]: '' }));
        }}
      >
        <option value="">{name === 'pipelineId' ? 'Выберите воронку' : 'Выберите этап'}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      {fields[name] ? (
        <span id={`${ids}-${name}-error`} className="field__error">
          {fields[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <Modal title="amoCRM: куда отправлять заявки" onClose={onClose}>
      {missingData ? (
        <>
          <p className="integration-modal__error" role="alert">
            {error ?? AMO_TEXTS.loadFailed}
          </p>
          <div className="modal__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={onClose} disabled={busy}>
              Закрыть
            </button>
            <button type="button" className="btn btn--primary btn--small" onClick={() => void reload()} disabled={busy}>
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              Загрузить снова
            </button>
          </div>
        </>
      ) : (
        <form className="integration-modal__form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="panel__hint">Аккаунт: {details.client}. Новые заявки появятся сделками на выбранном этапе.</p>
          {select('pipelineId', 'Воронка', pipelineId, details.pipelines, (value) => {
            setPipelineId(value);
            setStatusId('');
          })}
          {select('statusId', 'Этап', statusId, stages, setStatusId)}
          <ModalFooter error={error} busy={busy} onCancel={onClose} action="Сохранить" />
        </form>
      )}
    </Modal>
  );
}

/** The amo card's body: account, where leads go, masked access, and the next step. */
export function AmoEntryDetails({ entry, onChoose, onReconnect }: { entry: EntryRecord; onChoose: () => void; onReconnect: () => void }) {
  const details = amoDetails(entry);
  const lost = details.error === AMO_TEXTS.accessLost || !details.hasTokens;
  return (
    <div className="integration-amo">
      <dl className="integration-amo__facts">
        <dt>Воронка и этап</dt>
        <dd>{details.pipeline && details.stage ? `${details.pipeline.name} → ${details.stage.name}` : 'не выбраны'}</dd>
        <dt>Доступ</dt>
        <dd>
          <code>{details.hasTokens ? SECRET_MASK : 'нет'}</code> (токены хранятся только на сервере)
        </dd>
      </dl>
      {lost ? (
        <p className="integration-entry__hint" role="alert">
          {details.error || AMO_TEXTS.noAccess}. {AMO_TEXTS.recreate}: нажмите «Подключить заново» и разрешите доступ в amoCRM — воронка и
          этап сохранятся.
        </p>
      ) : details.error ? (
        <p className="integration-entry__hint">{details.error}</p>
      ) : null}
      <div className="integration-amo__actions">
        {lost ? (
          <button type="button" className="btn btn--primary btn--small" onClick={onReconnect}>
            Подключить заново
          </button>
        ) : (
          <button type="button" className="btn btn--secondary btn--small" onClick={onChoose}>
            {details.stage ? 'Изменить воронку' : 'Выбрать воронку'}
          </button>
        )}
      </div>
    </div>
  );
}
