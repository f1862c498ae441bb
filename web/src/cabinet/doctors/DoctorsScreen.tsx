// Doctors (/setting/doctors, spec cabinet §2, §4, §5): 'Ваши врачи' and 'Неактивные врачи'. Edits are
// buffered and saved about 1 s after the last change (only the changed doctors), with the save button
// 'Сохранить' / 'Ждите' / 'Готово' / 'Ошибка'. Doctors come from the MIS, or are added by hand with a
// weekly schedule.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { doctorFreshness } from '../../../../shared/domain/freshness';
import type { ClinicView } from '../../../../shared/schemas/clinic';
import type { DoctorView } from '../../../../shared/schemas/doctor';
import type { SettingView } from '../../../../shared/schemas/services';
import { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import type { AutosaveStatus } from '../autosave/autosaver';
import { SaveConflict } from '../autosave/SaveIndicator';
import { isStaleEdit, useAutosave } from '../autosave/useAutosave';
import { clinicQuery } from '../clinic/clinic-api';
import { PlusIcon } from '../controls/Modal';
import { ScreenLoading } from '../controls/ScreenLoading';
import { PhotoCropModal, type CroppedPhotos } from '../images/PhotoCropModal';
import { uploadDoctorPhoto } from '../images/images-api';
import { settingQuery } from '../services/services-api';
import { AddDoctorModal } from './AddDoctorModal';
import { useCardFocus } from './card-focus';
import { DoctorCard } from './DoctorCard';
import { changedDoctors, editableOf, mergeDoctorLists, versionsOf, type EditableDoctor } from './doctor-model';
import { deleteDoctor, doctorsQuery, fetchDoctors, saveDoctors } from './doctors-api';
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

function DoctorsEditor({ initial, clinic, setting }: DoctorsEditorProps) {
  const client = useQueryClient();
  const [views, setViews] = useState<DoctorView[]>(initial);
  const [doctors, setDoctors] = useState<EditableDoctor[]>(() => initial.map(editableOf));
  const saved = useRef(new Map(initial.map((doctor) => [doctor._id, editableOf(doctor)])));
  // Versions per doctor: the autosaver keeps those of the saves and of a fresh copy after a 409; the
  // additions and photo uploads, made outside it, record theirs here. A change is based on the newer.
  const laterVersions = useRef(new Map<string, number>());
  const basedOn = (versions: ReadonlyMap<string, number> | undefined) => {
    const newest = new Map(versions);
    for (const [id, version] of laterVersions.current) newest.set(id, Math.max(version, newest.get(id) ?? 0));
    return newest;
  };
  // After a 409: the fresh views (for the cards), and the baseline set aside when the fresh copy is shown.
  const freshViews = useRef<DoctorView[]>([]);
  const setAsideSaved = useRef<Map<string, EditableDoctor> | null>(null);
  const [adding, setAdding] = useState(false);
  const [photoFor, setPhotoFor] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const [problem, setProblem] = useState<string[]>([]);
  const noteFocus = useCardFocus();

  const manualIds = useMemo(() => new Set(views.filter((view) => view.source === 'manual').map((view) => view._id)), [views]);
  const autosave = useAutosave<EditableDoctor[], DoctorView[], ReadonlyMap<string, number>>({
    value: doctors,
    save: async (value, { keepalive, version }) => {
      const doctorList = changedDoctors(value, saved.current, manualIds, basedOn(version));
      return doctorList.length === 0 ? [] : saveDoctors(doctorList, keepalive);
    },
    onSaved: (answer, value) => {
      for (const doctor of value) saved.current.set(doctor._id, doctor);
      if (answer.length > 0) client.setQueryData(doctorsQuery.queryKey, answer);
    },
    versioning: {
      version: versionsOf(initial),
      // A save with nothing changed answers no list: the versions stay.
      versionOf: (answer, before) => (answer.length > 0 ? versionsOf(answer) : before),
      fetchFresh: async () => {
        const fresh = await fetchDoctors();
        client.setQueryData(doctorsQuery.queryKey, fresh);
        freshViews.current = fresh;
        return { value: fresh.map(editableOf), version: versionsOf(fresh) };
      },
      // The baseline is the screen's own per doctor (additions join it without a save); bringing an
      // edit back merges it against the baseline it was made on.
      merge: (_base, mine, theirs, preferMine) =>
        mergeDoctorLists(preferMine ? (setAsideSaved.current ?? saved.current) : saved.current, mine, theirs, preferMine),
      onRebase: (value, reason) => {
        if (reason === 'reloaded') setAsideSaved.current = new Map(saved.current);
        if (reason !== 'restored') {
          saved.current = new Map(freshViews.current.map((view) => [view._id, editableOf(view)]));
          setViews(freshViews.current);
        }
        setDoctors(value);
      },
    },
  });

  const byId = new Map(views.map((view) => [view._id, view]));
  const isActive = (doctor: EditableDoctor) => doctor.status && doctorFreshness(byId.get(doctor._id)!, now).level !== 'deactivated';
  const sorted = [...doctors].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const active = sorted.filter(isActive);
  const inactive = sorted.filter((doctor) => !isActive(doctor));

  function added(doctor: DoctorView) {
    setViews((list) => [...list, doctor]);
    saved.current.set(doctor._id, editableOf(doctor));
    laterVersions.current.set(doctor._id, doctor.version);
    setDoctors((list) => [...list, editableOf(doctor)]);
    void client.invalidateQueries({ queryKey: doctorsQuery.queryKey });
  }

  async function remove(id: string) {
    setProblem([]);
    try {
      await autosave.flush();
      await deleteDoctor(id, basedOn(autosave.basedOn()).get(id) ?? 0);
      setDoctors((list) => list.filter((doctor) => doctor._id !== id));
      setViews((list) => list.filter((view) => view._id !== id));
      saved.current.delete(id);
      void client.invalidateQueries({ queryKey: doctorsQuery.queryKey });
    } catch (error) {
      if (isStaleEdit(error)) await showFreshAfterStaleDelete();
      else setProblem(error instanceof ApiError ? error.messages : ['Не удалось удалить врача']);
    }
  }

  // The doctor changed elsewhere since this screen loaded: show the fresh copy and let the user decide again.
  async function showFreshAfterStaleDelete() {
    const fresh = await fetchDoctors();
    client.setQueryData(doctorsQuery.queryKey, fresh);
    saved.current = new Map(fresh.map((view) => [view._id, editableOf(view)]));
    laterVersions.current.clear();
    autosave.reset(fresh.map(editableOf), versionsOf(fresh));
    setViews(fresh);
    setDoctors(fresh.map(editableOf));
    setProblem([staleDeleteMessage]);
  }

  async function uploadPhotos(id: string, photos: CroppedPhotos) {
    await uploadDoctorPhoto(id, 'square', photos.square);
    const view = await uploadDoctorPhoto(id, 'circle', photos.circle);
    laterVersions.current.set(id, view.version);
    setViews((list) => list.map((item) => (item._id === id ? { ...item, photo: view.photo } : item)));
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
      onChange={(next) => {
        noteFocus(next._id);
        setDoctors((list) => list.map((item) => (item._id === next._id ? next : item)));
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
