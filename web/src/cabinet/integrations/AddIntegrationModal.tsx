// 'Добавить интеграцию': the modal of one kind. The entry is saved at once (not autosaved): adding is
// an explicit act, and the new entry needs its server id before it can be tested or deleted. IDENT's key
// comes from the server before saving (the same every time the modal opens) and the entry keeps it.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ModalFooter } from './ModalFooter';
import { entryFieldProblems, isEntryActive, normalizeEntry } from '../../../../shared/domain/integrations';
import type { IntegrationsView } from '../../../../shared/schemas/integrations';
import { ApiError } from '../../api/client';
import { Modal } from '../controls/Modal';
import { isDuplicate, KIND_INFO, type WorkingKind } from './catalogue';
import { EntryFieldInput } from './EntryFieldInput';
import { CopyKey } from './EntryCard';
import { IntegrationLogo } from './IntegrationLogo';
import { identKeyQuery } from './integrations-api';

interface AddIntegrationModalProps {
  /** Telegram groups are connected by code (TelegramConnect), Google Sheets by consent (GoogleConnect), never typed. */
  kind: Exclude<WorkingKind, 'telegram' | 'google'>;
  view: IntegrationsView;
  onAdd: (entry: Record<string, string>) => Promise<void>;
  onClose: () => void;
}

function initialEntry(kind: Exclude<WorkingKind, 'telegram' | 'google'>): Record<string, string> {
  return Object.fromEntries(KIND_INFO[kind].fields.map((field) => [field.name, '']));
}

/** IDENT's key, made by the server: shown (with 'Скопировать') once it has come, with a retry when it did not. */
function IdentKey({ state }: { state: ReturnType<typeof useIdentKey> }) {
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

const useIdentKey = (enabled: boolean) => useQuery({ ...identKeyQuery, enabled });

export function AddIntegrationModal({ kind, view, onAdd, onClose }: AddIntegrationModalProps) {
  const info = KIND_INFO[kind];
  const [typed, setEntry] = useState(() => initialEntry(kind));
  const identKey = useIdentKey(kind === 'ident');
  const entry = kind === 'ident' ? { ...typed, id: identKey.data?.key ?? '' } : typed;
  const [error, setError] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'ident' && !identKey.data) return setError('Дождитесь ключа интеграции: он нужен IDENT');
    const normalized = normalizeEntry(kind, { ...entry, _id: 'new' }, () => 'new') as Record<string, unknown>;
    const problems = entryFieldProblems(kind, normalized);
    setFieldProblems(problems);
    const [firstWrong] = Object.keys(problems);
    // A wrong field says so itself; the focus goes there, so a keyboard or screen reader user lands on it.
    if (firstWrong) return void event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstWrong}"]`)?.focus();
    if (!isEntryActive(kind, normalized)) return setError(info.incompleteHint);
    if (isDuplicate(view, kind, entry)) return setError('Такая интеграция уже добавлена');
    setBusy(true);
    setError(null);
    try {
      await onAdd(entry);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Не удалось сохранить интеграцию');
      setBusy(false);
    }
  }

  return (
    <Modal title={info.title} onClose={onClose}>
      <div className="integration-modal__intro">
        <IntegrationLogo kind={kind} size={48} />
        <p className="panel__hint">{info.description}</p>
      </div>
      {kind === 'ident' ? <IdentKey state={identKey} /> : null}
      <form className="integration-modal__form" onSubmit={(event) => void submit(event)} noValidate>
        {info.fields.map((field, index) => (
          <EntryFieldInput
            key={field.name}
            kind={kind}
            field={field}
            value={entry[field.name] ?? ''}
            autoFocus={index === 0}
            error={fieldProblems[field.name]}
            onChange={(next) => {
              setEntry((current) => ({ ...current, [field.name]: next }));
              setError(null);
              setFieldProblems((current) => ({ ...current, [field.name]: undefined }));
            }}
          />
        ))}
        <ModalFooter error={error} busy={busy} onCancel={onClose} action="Добавить" />
      </form>
    </Modal>
  );
}
