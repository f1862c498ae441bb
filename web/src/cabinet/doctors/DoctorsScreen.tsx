// Doctors (/setting/doctors, docs/contract/cabinet.md §2, §4, §5): 'Ваши врачи' and 'Неактивные врачи'. Edits are
// buffered and saved about 1 s after the last change (only the changed doctors), with the save button
// 'Сохранить' / 'Ждите' / 'Готово' / 'Ошибка'. Doctors come from the MIS, or are added by hand with a
// weekly schedule.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { namesakeOrigins } from '../../../../shared/domain/doctor-origin';
import { doctorFreshness } from '../../../../shared/domain/freshness';
import type { ClinicView } from '../../../../shared/schemas/clinic';
import type { DoctorView } from '../../../../shared/schemas/doctor';
import type { SettingView } from '../../../../shared/schemas/services';
import { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import type { AutosaveStatus } from '../autosave/autosaver';
import { SaveConflict } from '../autosave/SaveIndicator';
import { isStaleEdit } from '../autosave/useAutosave';
import { useVersionedDraft } from '../autosave/useVersionedDraft';
import { clinicQuery } from '../clinic/clinic-api';
import { PlusIcon } from '../controls/Modal';
import { ScreenLoading } from '../controls/ScreenLoading';
import { PhotoCropModal, type CroppedPhotos } from '../images/PhotoCropModal';
import { uploadDoctorPhoto } from '../images/images-api';
import { settingQuery } from '../services/services-api';
import { AddDoctorModal } from './AddDoctorModal';
import { useCardFocus } from './card-focus';
import { DoctorCard } from './DoctorCard';
import {
  changedDoctors,
  type DoctorsDraft,
  doctorsDraftOf,
  type EditableDoctor,
  editableOf,
  mergeDoctorLists,
  rebuildDoctors,
  versionsOf,
  withSaved,
} from './doctor-model';
import { deleteDoctor, doctorsQuery, saveDoctors } from './doctors-api';
import '../controls/controls.css';
import './doctors.css';

const staleDeleteMessage = 'Врача изменили в другой вкладке или у коллеги: мы показали свежие данные, проверьте и удалите снова';

const SAVE_LABELS: Record<AutosaveStatus, string> = {
  idle: 'Сохранить',
  pending: 'Сохранить',
  saving: 'Ждите',
  saved: 'Готово',
  error: 'Ошибка',
  conflict: 'Не сохранено',
};

interface DoctorsEditorProps {
  initial: DoctorView[];
  clinic: ClinicView;
  setting: SettingView;
}

type Versions = ReadonlyMap<string, number>;

const manualIdsOf = (views: readonly DoctorView[]) => new Set(views.filter((view) => view.source === 'manual').map((view) => view._id));

function DoctorsEditor({ initial, clinic, setting }: DoctorsEditorProps) {
  const client = useQueryClient();
  // Versions per doctor: the autosaver keeps those of the saves and of a fresh copy after a 409; the
  // additions and photo uploads, made outside it, record theirs here. A change is based on the newer.
  const laterVersions = useRef(new Map<string, number>());
  const basedOn = (versions: Versions | undefined) => {
    const newest = new Map(versions);
    for (const [id, version] of laterVersions.current) newest.set(id, Math.max(version, newest.get(id) ?? 0));
    return newest;
  };
  const [adding, setAdding] = useState(false);
  const [photoFor, setPhotoFor] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const [problem, setProblem] = useState<string[]>([]);
  const noteFocus = useCardFocus();

  const {
    draft,
    update,
    autosave,
    reload,
    now: draftNow,
  } = useVersionedDraft<DoctorView[], DoctorsDraft, EditableDoctor[], DoctorView[], Versions>({
    initial,
    query: doctorsQuery,
    draftOf: doctorsDraftOf,
    payloadOf: (current) => current.doctors,
    // Per doctor, against the baseline the edit was made on (the set-aside one when it is brought back).
    merge: (_base, mine, theirs, preferMine, own) => mergeDoctorLists(own.saved, mine, theirs, preferMine),
    rebuild: rebuildDoctors,
    versionOf: versionsOf,
    // A save with nothing changed answers no list: the versions stay.
    versionOfAnswer: (answer, before) => (answer.length > 0 ? versionsOf(answer) : before),
    save: async (value, { keepalive, version }) => {
      const { saved, views } = draftNow().draft;
      const doctorList = changedDoctors(value, saved, manualIdsOf(views), basedOn(version));
      return doctorList.length === 0 ? [] : saveDoctors(doctorList, keepalive);
    },
    viewOfAnswer: (answer) => (answer.length > 0 ? answer : undefined),
    onSaved: (_answer, sent) => update((current) => withSaved(current, sent)),
  });
  const { doctors, views } = draft;

  const byId = new Map(views.map((view) => [view._id, view]));
  const namesakes = namesakeOrigins(doctors.map((doctor) => ({ ...doctor, source: byId.get(doctor._id)!.source })));
  const isActive = (doctor: EditableDoctor) => doctor.status && doctorFreshness(byId.get(doctor._id)!, now).level !== 'deactivated';
  const sorted = [...doctors].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const active = sorted.filter(isActive);
  const inactive = sorted.filter((doctor) => !isActive(doctor));

  function added(doctor: DoctorView) {
    laterVersions.current.set(doctor._id, doctor.version);
    const editable = editableOf(doctor);
    update((current) => ({
      doctors: [...current.doctors, editable],
      views: [...current.views, doctor],
      saved: new Map(current.saved).set(doctor._id, editable),
    }));
    void client.invalidateQueries({ queryKey: doctorsQuery.queryKey });
  }

  async function remove(id: string) {
    setProblem([]);
    try {
      await autosave.flush();
      await deleteDoctor(id, basedOn(autosave.basedOn()).get(id) ?? 0);
      update((current) => {
        const saved = new Map(current.saved);
        saved.delete(id);
        return {
          doctors: current.doctors.filter((doctor) => doctor._id !== id),
          views: current.views.filter((view) => view._id !== id),
          saved,
        };
      });
      void client.invalidateQueries({ queryKey: doctorsQuery.queryKey });
    } catch (error) {
      if (isStaleEdit(error)) await showFreshAfterStaleDelete();
      else setProblem(error instanceof ApiError ? error.messages : ['Не удалось удалить врача']);
    }
  }

  // The doctor changed elsewhere since this screen loaded: show the fresh copy and let the user decide again.
  async function showFreshAfterStaleDelete() {
    await reload();
    laterVersions.current.clear();
    setProblem([staleDeleteMessage]);
  }

  async function uploadPhotos(id: string, photos: CroppedPhotos) {
    await uploadDoctorPhoto(id, 'square', photos.square);
    const view = await uploadDoctorPhoto(id, 'circle', photos.circle);
    laterVersions.current.set(id, view.version);
    update((current) => ({ ...current, views: current.views.map((item) => (item._id === id ? { ...item, photo: view.photo } : item)) }));
  }

  const card = (doctor: EditableDoctor) => (
    <DoctorCard
      key={doctor._id}
      view={byId.get(doctor._id)!}
      doctor={doctor}
      addressList={clinic.addressList}
      specializationList={clinic.specializationList}
      servicesList={setting.servicesList}
      now={now}
      namesakes={namesakes.get(doctor._id)}
      onChange={(next) => {
        noteFocus(next._id);
        update((current) => ({ ...current, doctors: current.doctors.map((item) => (item._id === next._id ? next : item)) }));
      }}
      onPhoto={() => setPhotoFor(doctor._id)}
      onDelete={() => void remove(doctor._id)}
    />
  );

  return (
    <>
      <div className="screen-head">
        <h1 className="cabinet-screen__title">Ваши врачи</h1>
        <div className="doctors-actions">
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setAdding(true)}>
            <PlusIcon />
            Добавить врача
          </button>
          <button
            type="button"
            className={`btn btn--small save-button save-button--${autosave.status}`}
            disabled={autosave.status === 'idle' || autosave.status === 'saving' || autosave.status === 'saved'}
            onClick={() => void autosave.flush()}
            aria-live="polite"
            data-testid="doctors-save"
          >
            {autosave.status === 'saving' ? <Spinner /> : null}
            {SAVE_LABELS[autosave.status]}
          </button>
        </div>
      </div>
      <SaveConflict status={autosave.status} onRestore={autosave.restoreUnsaved} />
      <FormMessages messages={problem} />
      {doctors.length === 0 ? (
        <p className="empty-note">
          <Link to="/user/integration">Врачи не добавлены, настройте интеграцию с МИС</Link>
          <br />
          или добавьте врача вручную кнопкой «Добавить врача» и задайте ему расписание.
        </p>
      ) : (
        <>
          <section className="doctors-section" aria-label="Ваши врачи">
            {active.length === 0 ? (
              <p className="panel__hint">Нет врачей, которые принимают. Заполните карточку врача и включите «Принимает».</p>
            ) : (
              active.map(card)
            )}
          </section>
          {inactive.length > 0 ? (
            <section className="doctors-section" aria-labelledby="inactive-title">
              <h2 id="inactive-title" className="doctors-section__title">
                Неактивные врачи
              </h2>
              {inactive.map(card)}
            </section>
          ) : null}
        </>
      )}
      {adding ? <AddDoctorModal doctorCount={doctors.length} onClose={() => setAdding(false)} onCreated={added} /> : null}
      {photoFor ? <PhotoCropModal onClose={() => setPhotoFor(null)} onCropped={(photos) => uploadPhotos(photoFor, photos)} /> : null}
    </>
  );
}

export default function DoctorsScreen() {
  const doctors = useQuery(doctorsQuery);
  const clinic = useQuery(clinicQuery);
  const setting = useQuery(settingQuery);
  const failed = [doctors, clinic, setting].find((query) => query.isError);
  // The editor starts from the first answers; later refetches do not reset what is being edited.
  const [first, setFirst] = useState<DoctorView[] | null>(null);
  if (!first && doctors.data) setFirst(doctors.data);

  return (
    <div className="cabinet-screen cabinet-screen--wide">
      {first && clinic.data && setting.data ? (
        <DoctorsEditor initial={first} clinic={clinic.data} setting={setting.data} />
      ) : (
        <ScreenLoading title="Ваши врачи" what="врачей" failed={failed} />
      )}
    </div>
  );
}
