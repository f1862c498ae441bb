// One entry of 'Ваши интеграции': its kind, whether it is active (the shared completeness rule), its
// fields edited in place (autosaved by the screen), and per kind: the IDENT key with a copy button,
// the Telegram test message.
import { useEffect, useState } from 'react';
import type { IntegrationKind, TelegramTestAnswer } from '../../../../shared/schemas/integrations';
import { ApiError } from '../../api/client';
import { TrashIcon } from '../controls/Modal';
import { entryTitle, isActiveNow, isWorkingKind, KIND_INFO, type EntryRecord } from './catalogue';
import { EntryFieldInput } from './EntryFieldInput';
import { IntegrationLogo } from './IntegrationLogo';
import { sendTelegramTest } from './integrations-api';

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
}: {
  chatId: string;
  beforeSend: () => Promise<void>;
  onMigrated: (answer: TelegramTestAnswer) => void;
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
      }
    } catch (error) {
      setState({ status: 'error', message: error instanceof ApiError ? error.message : 'Не удалось отправить сообщение' });
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

interface EntryCardProps {
  kind: IntegrationKind;
  entry: EntryRecord;
  onChange: (entry: EntryRecord) => void;
  onDelete: () => void;
  /** Saves waiting edits (before a Telegram test, which reads the saved entry). */
  flush: () => Promise<void>;
  onTelegramMigrated: (answer: TelegramTestAnswer) => void;
}

export function EntryCard({ kind, entry, onChange, onDelete, flush, onTelegramMigrated }: EntryCardProps) {
  const info = KIND_INFO[kind];
  const active = isActiveNow(kind, entry);
  const editable = isWorkingKind(kind);
  const title = entryTitle(kind, entry) || info.title;

  return (
    <article className="integration-entry" data-kind={kind} data-active={active} aria-label={`${info.title}: ${title}`}>
      <header className="integration-entry__head">
        <IntegrationLogo kind={kind} />
        <div className="integration-entry__name">
          <span className="integration-entry__kind">{info.title}</span>
          <span className="integration-entry__title">{title}</span>
        </div>
        <span className={`integration-badge integration-badge--${active ? 'active' : 'inactive'}`}>{active ? 'Активна' : 'Неактивна'}</span>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={`Удалить интеграцию ${info.title}: ${title}`}
          onClick={onDelete}
        >
          <TrashIcon />
        </button>
      </header>

      {!active ? <p className="integration-entry__hint">{info.incompleteHint}</p> : null}

      {editable && info.fields.length > 0 ? (
        <div className="integration-entry__fields">
          {info.fields.map((field) => (
            <EntryFieldInput
              key={field.name}
              kind={kind}
              field={field}
              value={fieldText(entry, field.name)}
              onChange={(next) => onChange({ ...entry, [field.name]: next })}
              // The site is reduced to its host once the user leaves the field, not while typing.
              onSiteLeft={(host) => onChange({ ...entry, text: host })}
            />
          ))}
        </div>
      ) : null}

      {kind === 'ident' && fieldText(entry, 'id') ? <CopyKey value={fieldText(entry, 'id')} /> : null}
      {kind === 'telegram' && active ? (
        <TelegramTest chatId={fieldText(entry, 'id').trim()} beforeSend={flush} onMigrated={onTelegramMigrated} />
      ) : null}
      {!editable ? <p className="integration-entry__hint">Настройка этой интеграции появится в ближайшем обновлении.</p> : null}
    </article>
  );
}
