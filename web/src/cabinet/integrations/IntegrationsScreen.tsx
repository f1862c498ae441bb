// Integrations (/user/integration, spec cabinet §2): 'Ваши интеграции' under category tabs, edits
// autosaved about 1 s after the last change when they differ from what is saved, 'Добавить интеграцию'
// with a modal per kind, and delete behind 'Удалить интеграцию?'.
import { integrations } from '../../../../shared/integrations/registry';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ModalFooter } from './ModalFooter';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { mergeFields } from '../../../../shared/domain/edit-merge';
import { receivesLeads } from '../../../../shared/domain/integrations';
import { type IntegrationKind, type IntegrationsAnswer, type IntegrationsView } from '../../../../shared/schemas/integrations';
import { ApiError } from '../../api/client';
import { Loader } from '../../ui/Loader';
import { SaveIndicator } from '../autosave/SaveIndicator';
import { isStaleEdit, useAutosave } from '../autosave/useAutosave';
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

export default function IntegrationsScreen() {
  const client = useQueryClient();
  const integrations = useQuery(integrationsQuery);
  const [draft, setDraft] = useState<IntegrationsView | undefined>(undefined);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  // After a 409: the fresh copy, and the draft set aside when it is shown instead (for 'Вернуть мою правку').
  const fresh = useRef<IntegrationsView | null>(null);
  const setAside = useRef<IntegrationsView | null>(null);
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

  useEffect(() => {
    if (draft === undefined && integrations.data) setDraft(integrations.data);
  }, [draft, integrations.data]);

  const payload = useMemo(() => (draft ? savePayload(draft) : undefined), [draft]);
  const autosave = useAutosave({
    value: payload,
    save: (value, { keepalive, version = integrations.data?.version ?? 0 }) => saveIntegrations({ ...value, version }, keepalive),
    versioning: integrations.data && {
      version: integrations.data.version,
      versionOf: (answer) => answer.version,
      fetchFresh: async () => {
        const answer = await client.fetchQuery({ ...integrationsQuery, staleTime: 0 });
        fresh.current = answer;
        return { value: savePayload(answer), version: answer.version };
      },
      // Kind by kind: a list changed on one side only takes that side's entries.
      merge: (base, mine, theirs, preferMine) => mergeFields(base, mine, theirs, preferMine),
      onRebase: (merged, reason) => {
        if (reason === 'reloaded') setAside.current = draftRef.current ?? null;
        const own = (reason === 'restored' ? setAside.current : draftRef.current) ?? fresh.current!;
        setDraft(mergedView(merged, fresh.current!, own));
      },
    },
    onSaved: (answer, saved, latest) => {
      client.setQueryData(integrationsQuery.queryKey, answer);
      // The server dropped or changed something (a duplicate): show what it keeps.
      if (latest && JSON.stringify(savePayload(answer)) !== JSON.stringify(saved)) adopt(answer);
    },
  });

  /** A fresh view from the server becomes both what is shown and the saved baseline. */
  function adopt(view: IntegrationsAnswer) {
    client.setQueryData(integrationsQuery.queryKey, view);
    setDraft(view);
    autosave.reset(savePayload(view), view.version);
  }

  if (integrations.isPending || (integrations.isSuccess && !draft)) return <Loader label="Загружаем интеграции…" />;
  if (integrations.isError || !draft) {
    return (
      <div className="cabinet-screen">
        <div className="coming-soon" role="alert">
          <h2>Не удалось загрузить интеграции</h2>
          <p>{integrations.error?.message}</p>
          <button type="button" className="btn btn--primary btn--small" onClick={() => void integrations.refetch()}>
            Повторить
          </button>
        </div>
      </div>
    );
  }

  const view = draft;
  const counts = countByTab(view);
  const listed = listEntries(view, tab);

  function change(kind: IntegrationKind, next: EntryRecord) {
    setDraft(
      (current) =>
        current &&
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
    // A read still on its way (the screen's first one, sent before the server changed) would be handed
    // back as it is and show the list without the change: drop it and read anew.
    await client.cancelQueries({ queryKey: integrationsQuery.queryKey, exact: true });
    adopt(await client.fetchQuery({ ...integrationsQuery, staleTime: 0 }));
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
