// 'Добавить интеграцию': the typed form of one kind (its fields from kinds/<kind>.tsx). The entry is saved at once (not
// autosaved): adding is an explicit act, and the new entry needs its server id before it can be tested or deleted. A
// kind whose entry carries a value the server made (IDENT's key) shows it above the fields and sends it with them.
import { useState, type FormEvent, type ReactNode } from 'react';
import { entryFieldProblems, isEntryActive, normalizeEntry } from '../../../../shared/domain/integrations';
import { ApiError } from '../../api/client';
import { Modal } from '../controls/Modal';
import { isDuplicate } from './entries';
import { EntryFieldInput } from './EntryFieldInput';
import { IntegrationLogo } from './IntegrationLogo';
import type { ConnectProps } from './kinds/kind-ui';
import { ModalFooter } from './ModalFooter';

interface AddIntegrationModalProps extends ConnectProps {
  /** Shown above the fields (IDENT's key and what to do with it). */
  before?: ReactNode;
  /** Fields the user does not type, sent with the typed ones (IDENT's key, once it has come). */
  made?: Record<string, string>;
  /** Why the entry cannot be added yet (the made value has not come). */
  notReady?: string;
}

export function AddIntegrationModal({ kind, info, view, add, onClose, before, made, notReady }: AddIntegrationModalProps) {
  const [typed, setEntry] = useState(() => Object.fromEntries(info.fields.map((field) => [field.name, ''])) as Record<string, string>);
  const entry = { ...typed, ...made };
  const [error, setError] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (notReady) return setError(notReady);
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
      await add(entry);
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
      {before}
      <form className="integration-modal__form" onSubmit={(event) => void submit(event)} noValidate>
        {info.fields.map((field, index) => (
          <EntryFieldInput
            key={field.name}
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

/** The typed form as a kind's Connect part (kinds/typed-form.ts loads it when opened). */
export default function TypedForm(props: ConnectProps) {
  return <AddIntegrationModal {...props} />;
}
