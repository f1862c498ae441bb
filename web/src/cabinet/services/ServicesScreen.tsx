// 'Ваши услуги' (/setting/services, docs/contract/cabinet.md §2, §4, §5): directions with their services, autosaved
// with the renaming maps; a renamed direction or service is renamed in the doctors' service maps by the same save.
import { arrayMove } from '@dnd-kit/sortable';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { DEFAULT_CURRENCY } from '../../../../shared/schemas/clinic';
import { directionNameProblem, type SettingView } from '../../../../shared/schemas/services';
import { SaveIndicator } from '../autosave/SaveIndicator';
import { useVersionedDraft } from '../autosave/useVersionedDraft';
import { clinicQuery } from '../clinic/clinic-api';
import { PlusIcon } from '../controls/Modal';
import { ScreenLoading } from '../controls/ScreenLoading';
import { rowId } from '../controls/row-id';
import { doctorsQuery } from '../doctors/doctors-api';
import { SortableList } from '../sortable/SortableList';
import { DirectionCard } from './DirectionCard';
import { saveSetting, settingQuery } from './services-api';
import {
  directionProblems,
  firstSaveProblem,
  directionsOf,
  DUPLICATE_DIRECTION,
  markSaved,
  mergeSettingSaves,
  rebasedDirections,
  settingSaveOf,
  storedSettingSave,
  withStoredLines,
  type DirectionRow,
  type SettingSave,
} from './services-model';
import '../controls/controls.css';
import './services.css';

const fingerprint = (value: SettingSave) => JSON.stringify(value.servicesList);

function NewDirectionForm({ names, onCreate }: { names: string[]; onCreate: (name: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    // docs/contract/cabinet.md §5: an empty name is not created.
    if (trimmed === '') return;
    const problem = directionNameProblem(trimmed) ?? (names.includes(trimmed) ? DUPLICATE_DIRECTION : null);
    if (problem) {
      setError(problem);
      return;
    }
    onCreate(trimmed);
    setName('');
  }

  return (
    <form className="panel new-direction" onSubmit={submit} aria-labelledby="new-direction-title">
      <h2 id="new-direction-title" className="panel__title">
        Новое направление
      </h2>
      <div className="new-direction__row">
        <div className="field">
          <input
            className="field__input"
            aria-label="Название нового направления"
            placeholder="Например, Терапия"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
            aria-invalid={error ? true : undefined}
          />
          {error ? <span className="field__error">{error}</span> : null}
        </div>
        <button type="submit" className="btn btn--primary btn--small" disabled={name.trim() === ''}>
          <PlusIcon />
          Создать направление
        </button>
      </div>
    </form>
  );
}

function ServicesEditor({ initial }: { initial: SettingView }) {
  const client = useQueryClient();
  const clinic = useQuery(clinicQuery);
  const currencySymbol = clinic.data?.currency.symbol ?? DEFAULT_CURRENCY.symbol;
  const {
    draft: directions,
    update: setDirections,
    autosave,
    adopt,
  } = useVersionedDraft<SettingView, DirectionRow[], SettingSave, SettingView>({
    initial,
    query: settingQuery,
    draftOf: (view) => directionsOf(view.servicesList),
    payloadOf: settingSaveOf,
    payloadOfView: (view) => storedSettingSave(view.servicesList),
    // Two tabs (or colleagues) adding directions: the one saving second merges onto the fresh copy.
    merge: mergeSettingSaves,
    // The rows to keep (with their pending renames) are the edit's: the current ones, or those set aside.
    rebuild: (next, { own, reason }) => rebasedDirections(next.servicesList, own, reason !== 'reloaded'),
    fingerprint,
    versionOf: (view) => view.version,
    versionOfAnswer: (answer) => answer.version,
    save: ({ servicesList, renaming, serviceRenaming }, { keepalive, version }) =>
      saveSetting({ version, setting: { servicesList }, renaming, serviceRenaming }, keepalive),
    viewOfAnswer: (answer) => answer,
    onSaved: (answer, saved, latest) => {
      if (Object.keys(saved.renaming).length > 0 || Object.keys(saved.serviceRenaming).length > 0)
        void client.invalidateQueries({ queryKey: doctorsQuery.queryKey });
      // The server re-normalises; its answer replaces the rows only when it differs from what was sent
      // and nothing newer was typed (so a pause after a trailing space never eats the space).
      if (latest && JSON.stringify(answer.servicesList) !== JSON.stringify(saved.servicesList)) {
        adopt(answer, (rows) => directionsOf(answer.servicesList, rows));
      } else {
        setDirections((rows) => (latest ? withStoredLines(markSaved(rows, saved.servicesList)) : markSaved(rows, saved.servicesList)));
      }
    },
  });
  const problems = useMemo(() => directionProblems(directions), [directions]);
  const saveProblem = firstSaveProblem(directions, problems);

  const update = (next: DirectionRow) => setDirections((rows) => rows.map((row) => (row.id === next.id ? next : row)));

  return (
    <>
      <div className="screen-head">
        <h1 className="cabinet-screen__title">Ваши услуги</h1>
        <SaveIndicator
          status={autosave.status}
          error={autosave.error}
          invalid={saveProblem}
          onRetry={() => void autosave.flush()}
          conflict={autosave.conflict}
          onRestore={autosave.restoreUnsaved}
        />
      </div>
      <p className="panel__hint">
        Направления и услуги с ценами видят пациенты в виджете записи. Порядок меняется перетаскиванием за значок слева; цену можно указать
        как «от 5 000».
      </p>
      <NewDirectionForm
        names={directions.map((direction) => direction.name.trim())}
        onCreate={(name) =>
          setDirections((rows) => [...rows, { id: rowId('direction'), name, savedName: undefined, open: true, services: [] }])
        }
      />
      {directions.length === 0 ? (
        <p className="empty-note">Направлений пока нет. Создайте первое, например «Терапия» или «Имплантация».</p>
      ) : (
        <SortableList
          ids={directions.map((direction) => direction.id)}
          onMove={(from, to) => setDirections((rows) => arrayMove(rows, from, to))}
          labelOf={(id) => directions.find((direction) => direction.id === id)?.name || 'направление'}
        >
          <ul className="directions" aria-label="Направления">
            {directions.map((direction) => (
              <DirectionCard
                key={direction.id}
                direction={direction}
                problem={problems[direction.id]}
                currencySymbol={currencySymbol}
                onChange={update}
                onDelete={() => setDirections((rows) => rows.filter((row) => row.id !== direction.id))}
              />
            ))}
          </ul>
        </SortableList>
      )}
    </>
  );
}

export default function ServicesScreen() {
  const setting = useQuery(settingQuery);
  return (
    <div className="cabinet-screen">
      {setting.data ? (
        <ServicesEditor initial={setting.data} />
      ) : (
        <ScreenLoading title="Ваши услуги" what="услуги" failed={setting.isError ? setting : undefined} />
      )}
    </div>
  );
}
