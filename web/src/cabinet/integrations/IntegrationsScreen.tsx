// Integrations (/user/integration, docs/contract/cabinet.md §2): 'Ваши интеграции' under category tabs, edits
// autosaved about 1 s after the last change when they differ from what is saved, 'Добавить интеграцию'
// with a modal per kind, and delete behind 'Удалить интеграцию?'.
import { integrations } from '../../../../shared/integrations/registry';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ModalFooter } from './ModalFooter';
import { useId, useState } from 'react';
import { mergeFields } from '../../../../shared/domain/edit-merge';
import { receivesLeads } from '../../../../shared/domain/integrations';
import { type IntegrationKind, type IntegrationsAnswer, type IntegrationsView } from '../../../../shared/schemas/integrations';
import { ApiError } from '../../api/client';
import { Loader } from '../../ui/Loader';
import { SaveIndicator } from '../autosave/SaveIndicator';
import { isStaleEdit } from '../autosave/useAutosave';
import { useVersionedDraft } from '../autosave/useVersionedDraft';
import { LoadFailed } from '../controls/LoadFailed';
import { Modal } from '../controls/Modal';
import { AddIntegrationModal } from './AddIntegrationModal';
import { AmoSetupModal, AmoStartModal, useAmoReturn } from './AmoConnect';
import {
  CATALOGUE_ORDER,
  CATEGORY_TABS,
  countByTab,
  entryTitle,
  isWorkingKind,
  KIND_INFO,
  listEntries,
  savePayload,
  type CategoryTab,
  type EntryRecord,
  type IntegrationEntriesInput,
  type WorkingKind,
} from './catalogue';
import { EntryCard } from './EntryCard';
import { TelegramConnect } from './TelegramConnect';
import { GoogleConnect, GoogleReturnNotice, useGoogleReturn } from './GoogleConnect';
import { IntegrationLogo } from './IntegrationLogo';
import { deleteIntegration, integrationsQuery, saveIntegrations } from './integrations-api';
import '../controls/controls.css';
import './integrations.css';

type Pending = { kind: IntegrationKind; entry: EntryRecord };

function entriesOf(view: IntegrationsView, kind: IntegrationKind): EntryRecord[] {
  return (view[kind] ?? []) as unknown as EntryRecord[];
}

function withEntries(view: IntegrationsView, kind: IntegrationKind, entries: EntryRecord[]): IntegrationsView {
  return { ...view, [kind]: entries } as IntegrationsView;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The view after a 409: each kind whose merged entries are the fresh copy's is shown as the server has
 * it (its `active` and `confirmed` marks), the others as in the user's draft.
 */
function mergedView(merged: IntegrationEntriesInput, fresh: IntegrationsView, own: IntegrationsView): IntegrationsView {
  const freshPayload = savePayload(fresh) as Record<string, unknown>;
  let view = fresh;
  for (const [kind, entries] of Object.entries(merged) as Array<[IntegrationKind, unknown]>)
    if (!sameJson(entries, freshPayload[kind])) view = withEntries(view, kind, entriesOf(own, kind));
  return view;
}

/** What deleting an entry of this kind changes, in the clinic's words: only lead channels speak of leads. */
function deletionConsequence(kind: IntegrationKind): string {
  if (receivesLeads(kind)) return 'Заявки перестанут отправляться сюда.';
  if (kind === 'metric') return 'Цели виджета и квизов перестанут отправляться в этот счётчик Метрики.';
  return 'Запись исчезнет из списка интеграций.';
}

function DeleteIntegrationModal({
  target,
  onCancel,
  onConfirm,
}: {
  target: Pending;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const info = KIND_INFO[target.kind];
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Не удалось удалить интеграцию');
      setBusy(false);
    }
  }
  return (
    <Modal title="Удалить интеграцию?" onClose={onCancel}>
      <p className="panel__hint">
        {info.title}: «{entryTitle(target.kind, target.entry) || info.title}». {deletionConsequence(target.kind)}
      </p>
      <ModalFooter error={error} busy={busy} onCancel={onCancel} action="Удалить" onAction={() => void confirm()} tone="danger" />
    </Modal>
  );
}

function Offer({ kind, onPick }: { kind: WorkingKind; onPick: (kind: WorkingKind) => void }) {
  const info = KIND_INFO[kind];
  return (
    <li className="integration-offer" data-kind={kind}>
      <div className="integration-offer__head">
        <IntegrationLogo kind={kind} />
        <div className="integration-offer__name">
          <h3 className="integration-offer__title">{info.title}</h3>
          <span className="integration-offer__meta">
            <span className="integration-offer__category">{integrations[kind].category}</span>
          </span>
        </div>
      </div>
      <p className="integration-offer__text">{info.description}</p>
      <button type="button" className="btn btn--secondary btn--small" aria-label={`Подключить: ${info.title}`} onClick={() => onPick(kind)}>
        Подключить
      </button>
    </li>
  );
}

/** Every kind that can be connected. */
function Catalogue({ onPick }: { onPick: (kind: WorkingKind) => void }) {
  return (
    <ul className="integration-catalogue">
      {CATALOGUE_ORDER.filter(isWorkingKind).map((kind) => (
        <Offer key={kind} kind={kind} onPick={onPick} />
      ))}
    </ul>
  );
}

function IntegrationsEditor({ initial }: { initial: IntegrationsAnswer }) {
  const client = useQueryClient();
  const integrations = useQuery(integrationsQuery);
  const {
    draft: view,
    update: setDraft,
    autosave,
    adopt,
    reload,
  } = useVersionedDraft<IntegrationsAnswer, IntegrationsView, IntegrationEntriesInput, IntegrationsAnswer>({
    initial,
    query: integrationsQuery,
    draftOf: (fresh): IntegrationsView => fresh,
    payloadOf: savePayload,
    // Kind by kind: a list changed on one side only takes that side's entries.
    merge: (base, mine, theirs, preferMine) => mergeFields(base, mine, theirs, preferMine),
    rebuild: (merged, { fresh, own }) => mergedView(merged, fresh, own),
    versionOf: (fresh) => fresh.version,
    versionOfAnswer: (answer) => answer.version,
    save: (value, { keepalive, version }) => saveIntegrations({ ...value, version }, keepalive),
    viewOfAnswer: (answer) => answer,
    // The server dropped or changed something (a duplicate): show what it keeps.
    onSaved: (answer, saved, latest) => {
      if (latest && JSON.stringify(savePayload(answer)) !== JSON.stringify(saved)) adopt(answer);
    },
  });
  const [tab, setTab] = useState<CategoryTab>('Все');
  const [adding, setAdding] = useState<WorkingKind | null>(null);
  const [deleting, setDeleting] = useState<Pending | null>(null);
  // amoCRM: the entry whose pipeline is being chosen; the consent started again for a lost entry.
  const [amoSetup, setAmoSetup] = useState<string | null>(null);
  const [amoReconnect, setAmoReconnect] = useState<string | null>(null);
  const amoReturn = useAmoReturn((answer) => {
    adopt(answer.integrations);
    // A reconnect keeps the pipeline and stage when the account still has them: nothing to ask then.
    const entry = answer.integrations.amoCrm.find((candidate) => candidate._id === answer.id);
    if (!entry?.active) setAmoSetup(answer.id);
  });
  const tabsId = useId();
  const googleReturn = useGoogleReturn(() => refreshFromServer());

  const counts = countByTab(view);
  const listed = listEntries(view, tab);

  function change(kind: IntegrationKind, next: EntryRecord) {
    setDraft((current) =>
      withEntries(
        current,
        kind,
        entriesOf(current, kind).map((entry) => (entry._id === next._id ? next : entry)),
      ),
    );
  }

  async function add(kind: WorkingKind, entry: Record<string, string>) {
    await autosave.flush();
    const current = savePayload(view) as Record<string, unknown[]>;
    const version = client.getQueryData(integrationsQuery.queryKey)?.version ?? 0;
    try {
      adopt(await saveIntegrations({ [kind]: [...(current[kind] ?? []), entry], version }));
    } catch (error) {
      // Someone saved meanwhile: show their copy; the modal says why and the entry can be added again.
      if (isStaleEdit(error)) await refreshFromServer();
      throw error;
    }
  }

  async function remove(target: Pending) {
    await autosave.flush();
    adopt(await deleteIntegration(target.kind, target.entry._id));
    setDeleting(null);
  }

  /** After the server changed the entries itself (a migrated group, a group connected by its code). */
  async function refreshFromServer() {
    await autosave.flush();
    await reload();
  }

  return (
    <div className="cabinet-screen">
      <div className="screen-head">
        <h1 className="cabinet-screen__title">Ваши интеграции</h1>
        <SaveIndicator
          status={autosave.status}
          error={autosave.error}
          onRetry={() => void autosave.flush()}
          conflict={autosave.conflict}
          onRestore={autosave.restoreUnsaved}
        />
      </div>

      {amoReturn.status === 'loading' ? (
        <p className="integrations-amo-return" role="status">
          <span className="spinner" aria-hidden="true" /> Подключаем amoCRM: получаем воронки…
        </p>
      ) : amoReturn.status === 'error' ? (
        <p className="integrations-amo-return integration-modal__error" role="alert">
          {amoReturn.message}
        </p>
      ) : null}
      <GoogleReturnNotice result={googleReturn.result} onClose={googleReturn.dismiss} />

      <section className="integrations-mine" aria-label="Подключённые интеграции">
        <div className="cabinet-tabs integration-tabs scroll-cue" role="tablist" aria-label="Категории интеграций">
          {CATEGORY_TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${tabsId}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${tabsId}-panel`}
              className={`cabinet-tabs__tab${tab === name ? ' active' : ''}`}
              onClick={() => setTab(name)}
            >
              {name}
              <span className="integration-tabs__count">{counts[name]}</span>
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} className="integration-list">
          {listed.length === 0 ? (
            <p className="empty-note">
              {tab === 'Все'
                ? 'Интеграций пока нет. Подключите почту или Telegram ниже, чтобы получать заявки.'
                : `В категории «${tab}» интеграций пока нет.`}
            </p>
          ) : (
            listed.map(({ kind, entry }) => (
              <EntryCard
                key={`${kind}-${entry._id}`}
                kind={kind}
                entry={entry}
                onChange={(next) => change(kind, next)}
                onDelete={() => setDeleting({ kind, entry })}
                flush={autosave.flush}
                onTelegramMigrated={() => void refreshFromServer()}
                onAmoChoose={() => setAmoSetup(entry._id)}
                onAmoReconnect={() => setAmoReconnect(entry._id)}
                onServerChanged={() => void refreshFromServer()}
                misSync={integrations.data?.misSync?.[entry._id]}
                outcome={integrations.data?.outcomes?.[entry._id]}
              />
            ))
          )}
        </div>
      </section>

      <section className="integrations-add" aria-labelledby={`${tabsId}-add`}>
        <h2 id={`${tabsId}-add`} className="integrations-add__title">
          Добавить интеграцию
        </h2>
        <Catalogue onPick={setAdding} />
      </section>

      {amoSetup && view.amoCrm.some((entry) => entry._id === amoSetup) ? (
        <AmoSetupModal
          entry={view.amoCrm.find((entry) => entry._id === amoSetup) as unknown as EntryRecord}
          onSaved={(answer) => adopt(answer.integrations)}
          onClose={() => setAmoSetup(null)}
        />
      ) : null}
      {amoReconnect && view.amoCrm.some((entry) => entry._id === amoReconnect) ? (
        <AmoStartModal
          reconnect={view.amoCrm.find((entry) => entry._id === amoReconnect) as unknown as EntryRecord}
          onClose={() => setAmoReconnect(null)}
        />
      ) : null}
      {adding === 'amoCrm' ? (
        <AmoStartModal onClose={() => setAdding(null)} />
      ) : adding === 'telegram' ? (
        <TelegramConnect onConnected={refreshFromServer} onClose={() => setAdding(null)} />
      ) : adding === 'google' ? (
        <GoogleConnect onClose={() => setAdding(null)} />
      ) : adding ? (
        <AddIntegrationModal kind={adding} view={view} onAdd={(entry) => add(adding, entry)} onClose={() => setAdding(null)} />
      ) : null}
      {deleting ? <DeleteIntegrationModal target={deleting} onCancel={() => setDeleting(null)} onConfirm={() => remove(deleting)} /> : null}
    </div>
  );
}

export default function IntegrationsScreen() {
  const integrations = useQuery(integrationsQuery);
  // The editor starts from the first answer; later refetches do not reset what is being edited.
  const [first, setFirst] = useState<IntegrationsAnswer | null>(null);
  if (!first && integrations.data) setFirst(integrations.data);
  if (integrations.isError) return <LoadFailed what="интеграции" query={integrations} />;
  return first ? <IntegrationsEditor initial={first} /> : <Loader label="Загружаем интеграции…" />;
}
