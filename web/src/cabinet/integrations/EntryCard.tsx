// One entry of 'Ваши интеграции': its kind, whether it is active (the shared completeness rule), its
// fields edited in place (autosaved by the screen), and per kind: the IDENT key with a copy button,
// the Telegram test message, and for e-mail and Telegram whether the owner proved the destination
// ('Не подтверждён' with 'Отправить ещё раз' for an address whose confirmation link was not opened).
import { useEffect, useState } from 'react';
import { entryFieldProblems, entryValue } from '../../../../shared/domain/integrations';
import { integrationBadge, type EntryBadge } from '../../../../shared/domain/integration-badge';
import type { EntryOutcome, IntegrationKind, MisSyncState, TelegramTestAnswer } from '../../../../shared/schemas/integrations';
import { ApiError } from '../../api/client';
import { TrashIcon } from '../controls/Modal';
import { entryTitle, isActiveNow, isWorkingKind, KIND_INFO, type EntryRecord } from './catalogue';
import { AmoEntryDetails } from './AmoConnect';
import { EntryFieldInput } from './EntryFieldInput';
import { IntegrationLogo } from './IntegrationLogo';
import { checkGoogleAccess, resendEmailConfirmation, sendTelegramTest } from './integrations-api';
import { goToGoogleConsent } from './GoogleConnect';

const fieldText = (entry: EntryRecord, name: string) => {
  const value = entry[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

export function CopyKey({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard permission: select the key so the user can copy it by hand.
      const element = document.getElementById(`key-${value}`);
      if (element) window.getSelection()?.selectAllChildren(element);
    }
  }

  return (
    <div className="integration-key">
      <span className="integration-key__label">Ключ интеграции</span>
      <div className="integration-key__row">
        <code id={`key-${value}`} className="integration-key__value" data-testid="ident-key">
          {value}
        </code>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()}>
          {copied ? 'Скопировано' : 'Скопировать'}
        </button>
      </div>
    </div>
  );
}

function TelegramTest({
  chatId,
  beforeSend,
  onMigrated,
  onChecked,
}: {
  chatId: string;
  beforeSend: () => Promise<void>;
  onMigrated: (answer: TelegramTestAnswer) => void;
  /** The test's outcome is now the card's last one: reload it. */
  onChecked: () => void;
}) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' | 'error'; message?: string }>({ status: 'idle' });

  async function send() {
    setState({ status: 'sending' });
    try {
      await beforeSend();
      const answer = await sendTelegramTest(chatId);
      if (answer.chatId !== chatId) {
        onMigrated(answer);
        setState({ status: 'sent', message: `Сообщение отправлено. Группа стала супергруппой, её новый ID ${answer.chatId} сохранён` });
      } else {
        setState({ status: 'sent', message: 'Тестовое сообщение отправлено — проверьте группу' });
        onChecked();
      }
    } catch (error) {
      setState({ status: 'error', message: error instanceof ApiError ? error.message : 'Не удалось отправить сообщение' });
      onChecked();
    }
  }

  return (
    <div className="integration-test">
      <button type="button" className="btn btn--secondary btn--small" onClick={() => void send()} disabled={state.status === 'sending'}>
        {state.status === 'sending' ? <span className="spinner" aria-hidden="true" /> : null}
        Отправить тестовое сообщение
      </button>
      {state.message ? (
        <p className={`integration-test__result integration-test__result--${state.status}`} role="status">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

function ResendConfirmation({ address }: { address: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' | 'error'; message?: string }>({ status: 'idle' });
  async function resend() {
    setState({ status: 'sending' });
    try {
      const answer = await resendEmailConfirmation(address);
      setState({ status: 'sent', message: `Письмо со ссылкой отправлено на ${answer.sentTo}` });
    } catch (error) {
      setState({ status: 'error', message: error instanceof ApiError ? error.message : 'Не удалось отправить письмо' });
    }
  }
  return (
    <div className="integration-test">
      <p className="integration-entry__hint">
        Заявки придут на этот адрес после того, как его владелец откроет ссылку из письма «Подтвердите адрес для заявок ДентЛид».
      </p>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => void resend()} disabled={state.status === 'sending'}>
        {state.status === 'sending' ? <span className="spinner" aria-hidden="true" /> : null}
        Отправить ещё раз
      </button>
      {state.message ? (
        <p className={`integration-test__result integration-test__result--${state.status}`} role="status">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

/** A Google entry: its spreadsheet, what to do when access was lost ('Подключить заново'), and 'Проверить доступ'. */
function GoogleSheet({ entry, onServerChanged }: { entry: EntryRecord; onServerChanged: () => void }) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' | 'error'; message?: string }>({ status: 'idle' });
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
      if ((answer.data.error ?? '') !== lost) onServerChanged();
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
      {state.message && state.message !== lost ? (
        <p className={`integration-test__result integration-test__result--${state.status}`} role="status">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

interface EntryCardProps {
  kind: IntegrationKind;
  entry: EntryRecord;
  onChange: (entry: EntryRecord) => void;
  onDelete: () => void;
  /** Saves waiting edits (before a Telegram test, which reads the saved entry). */
  flush: () => Promise<void>;
  onTelegramMigrated: (answer: TelegramTestAnswer) => void;
  /** amoCRM: pick the pipeline and stage; connect again when access was lost. */
  onAmoChoose?: () => void;
  onAmoReconnect?: () => void;
  /** The server changed the entry (a Google check found access lost or back): reload the view. */
  onServerChanged: () => void;
  /** DentalPRO, MacDent, IDENT: the entry's last sync, if any. */
  misSync?: MisSyncState;
  /** The last lead sent to the entry (or access check), if any. */
  outcome?: EntryOutcome;
}

/** The badge's why: the last outcome and its time, right under the card's head. */
function OutcomeLines({ badge }: { badge: EntryBadge }) {
  if (badge.lines.length === 0) return null;
  const failed = badge.tone === 'failed' || badge.tone === 'warning';
  return (
    <div className="integration-sync" data-testid="entry-outcome" {...(failed ? { role: 'alert' } : {})}>
      {badge.lines.map((line, index) => (
        <p key={line} className={`integration-entry__hint${failed && index === 0 ? ' integration-entry__hint--error' : ''}`}>
          {line}
        </p>
      ))}
    </div>
  );
}

export function EntryCard({
  kind,
  entry,
  onChange,
  onDelete,
  flush,
  onTelegramMigrated,
  onAmoChoose,
  onAmoReconnect,
  onServerChanged,
  misSync,
  outcome,
}: EntryCardProps) {
  const info = KIND_INFO[kind];
  const active = isActiveNow(kind, entry);
  const editable = isWorkingKind(kind);
  const title = entryTitle(kind, entry) || info.title;
  const confirmed = entry.confirmed === true;
  const badge = integrationBadge(
    {
      kind,
      active,
      confirmed,
      destination: entryValue(kind, entry),
      error: kind === 'google' || kind === 'amoCrm' ? fieldText(entry, 'error') : '',
      ...(misSync ? { misSync } : {}),
      ...(outcome ? { outcome } : {}),
      ...(kind === 'google' && fieldText(entry, 'grantExpiresAt') ? { grantExpiresAt: fieldText(entry, 'grantExpiresAt') } : {}),
    },
    Date.now(),
  );
  // An address edited in place is a new one: confirmed only once it is saved and its link opened.
  const savedAddress = kind === 'email' && active && !confirmed && entry.confirmed === false;

  return (
    <article
      className="integration-entry"
      data-kind={kind}
      data-active={active}
      data-confirmed={confirmed}
      data-badge={badge.tone}
      aria-label={`${info.title}: ${title}`}
    >
      <header className="integration-entry__head">
        <IntegrationLogo kind={kind} />
        <div className="integration-entry__name">
          <span className="integration-entry__kind">{info.title}</span>
          <span className="integration-entry__title">{title}</span>
        </div>
        <span className={`integration-badge integration-badge--${badge.tone}`} data-testid="entry-badge">
          {badge.text}
        </span>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={`Удалить интеграцию ${info.title}: ${title}`}
          onClick={onDelete}
        >
          <TrashIcon />
        </button>
      </header>
      <OutcomeLines badge={badge} />

      {kind !== 'amoCrm' && (!active || (kind === 'telegram' && !confirmed)) ? (
        <p className="integration-entry__hint">{info.incompleteHint}</p>
      ) : null}
      {kind === 'amoCrm' ? <AmoEntryDetails entry={entry} onChoose={() => onAmoChoose?.()} onReconnect={() => onAmoReconnect?.()} /> : null}

      {editable && info.fields.length > 0 ? (
        <div className="integration-entry__fields">
          {info.fields.map((field) => (
            <EntryFieldInput
              key={field.name}
              kind={kind}
              field={field}
              value={fieldText(entry, field.name)}
              error={entryFieldProblems(kind, entry)[field.name]}
              onChange={(next) => onChange({ ...entry, [field.name]: next })}
              // The site is reduced to its host once the user leaves the field, not while typing.
              onSiteLeft={(host) => onChange({ ...entry, text: host })}
            />
          ))}
        </div>
      ) : null}

      {kind === 'ident' && fieldText(entry, 'id') ? <CopyKey value={fieldText(entry, 'id')} /> : null}
      {savedAddress ? <ResendConfirmation address={fieldText(entry, 'text').trim().toLowerCase()} /> : null}
      {kind === 'telegram' && active && confirmed ? (
        <TelegramTest
          chatId={fieldText(entry, 'id').trim()}
          beforeSend={flush}
          onMigrated={onTelegramMigrated}
          onChecked={onServerChanged}
        />
      ) : null}
      {kind === 'google' && active ? <GoogleSheet entry={entry} onServerChanged={onServerChanged} /> : null}
      {!editable ? <p className="integration-entry__hint">Настройка этой интеграции появится в ближайшем обновлении.</p> : null}
    </article>
  );
}
