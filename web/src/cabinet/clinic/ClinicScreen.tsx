// 'Ваша клиника' (/setting, docs/contract/cabinet.md §2, §5): logo, name, currency, timezone, addresses and the
// clinic's specializations ('Специалисты клиники'), autosaved; empty addresses are dropped on save.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ADDRESS_MAX,
  CLINIC_NAME_MAX,
  CLINIC_TIMEZONES,
  clinicNameProblem,
  CURRENCIES,
  SPECIALIZATION_MAX,
  type ClinicTimezone,
  type ClinicView,
} from '../../../../shared/schemas/clinic';
import { readReminderHours } from '../../../../shared/domain/reminder-hours';
import { TextField } from '../../ui/TextField';
import { SaveIndicator } from '../autosave/SaveIndicator';
import { useVersionedDraft } from '../autosave/useVersionedDraft';
import { ScreenLoading } from '../controls/ScreenLoading';
import { TextListEditor } from '../controls/TextListEditor';
import { doctorsQuery } from '../doctors/doctors-api';
import { addressRemovalQuestion } from './address-removal';
import { addressRenamingOf, savedTextsOf } from './address-rows';
import { clinicQuery, saveClinic } from './clinic-api';
import {
  clinicFormProblem,
  type ClinicDraft,
  type ClinicForm,
  type ClinicSave,
  draftOf,
  fingerprint,
  mergeClinicSaves,
  payloadOf,
  rebuild,
  saveOf,
} from './clinic-draft';
import { HolidaysEditor } from './HolidaysEditor';
import { LogoUpload } from './LogoUpload';
import { TIMEZONE_LABELS } from './timezones';
import { WidgetPreview } from './WidgetPreview';
import '../controls/controls.css';
import './clinic.css';

function ClinicEditor({ view }: { view: ClinicView }) {
  const client = useQueryClient();
  const version = useQuery(clinicQuery).dataUpdatedAt;
  const { draft, update, autosave, now } = useVersionedDraft<ClinicView, ClinicDraft, ClinicSave, ClinicView>({
    initial: view,
    query: clinicQuery,
    draftOf,
    payloadOf,
    payloadOfView: (_view, fresh) => saveOf(fresh.form),
    merge: mergeClinicSaves,
    rebuild,
    fingerprint,
    versionOf: (clinic) => clinic.version,
    versionOfAnswer: (answer) => answer.version,
    save: ({ addressRows, ...body }, { keepalive, version }) => {
      const addressRenaming = addressRenamingOf(addressRows, now().draft.savedTexts);
      return saveClinic({ ...body, version, addressRenaming }, keepalive);
    },
    // The header shows the new name at once; the form keeps its own rows (empty ones included).
    viewOfAnswer: (answer) => answer,
    onSaved: (answer, saved, _latest, before) => {
      const renamed = Object.keys(addressRenamingOf(saved.addressRows, now().draft.savedTexts)).length > 0;
      const addressesChanged = JSON.stringify(before?.addressList) !== JSON.stringify(answer.addressList);
      update((current) => ({ ...current, savedTexts: savedTextsOf(saved.addressRows) }));
      // The doctors' ticks follow renamed and removed addresses on the server: the removal question reads them fresh.
      if (renamed || addressesChanged) void client.invalidateQueries({ queryKey: doctorsQuery.queryKey });
    },
  });
  const { form } = draft;
  const nameProblem = clinicNameProblem(form.clinic);
  const formProblem = clinicFormProblem(form);
  const doctors = useQuery(doctorsQuery);
  const set =
    <K extends keyof ClinicForm>(key: K) =>
    (next: ClinicForm[K]) =>
      update((current) => ({ ...current, form: { ...current.form, [key]: next } }));

  return (
    <>
      <div className="screen-head">
        <h1 className="cabinet-screen__title">Ваша клиника</h1>
        <SaveIndicator
          status={autosave.status}
          error={autosave.error}
          invalid={formProblem}
          onRetry={() => void autosave.flush()}
          conflict={autosave.conflict}
          onRestore={autosave.restoreUnsaved}
        />
      </div>

      <section className="panel" aria-labelledby="clinic-main-title">
        <h2 id="clinic-main-title" className="panel__title">
          Логотип и название
        </h2>
        <LogoUpload clinic={view} />
        <div className="form-grid">
          <TextField
            label="Название клиники"
            name="clinic"
            value={form.clinic}
            maxLength={CLINIC_NAME_MAX}
            placeholder="Стоматология «Улыбка»"
            error={nameProblem ?? undefined}
            onChange={set('clinic')}
          />
          <div className="field">
            <label className="field__label" htmlFor="clinic-currency">
              Валюта
            </label>
            <select
              id="clinic-currency"
              className="field__input"
              value={form.currency.name}
              onChange={(event) => set('currency')(CURRENCIES.find((currency) => currency.name === event.target.value) ?? CURRENCIES[0])}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency.name} value={currency.name}>
                  {currency.name} {currency.symbol}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="clinic-timezone">
              Часовой пояс
            </label>
            <select
              id="clinic-timezone"
              className="field__input"
              value={form.timezone}
              onChange={(event) => set('timezone')(event.target.value as ClinicTimezone)}
            >
              {CLINIC_TIMEZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {TIMEZONE_LABELS[zone]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>

      <section className="panel">
        <TextListEditor
          title="Адреса клиники"
          itemLabel="Адрес"
          addLabel="Добавить адрес"
          placeholder="г. Москва, ул. Тверская, 1"
          maxLength={ADDRESS_MAX}
          rows={form.addresses}
          onChange={set('addresses')}
          confirmRemoval={(row) => addressRemovalQuestion(row.value.trim(), doctors.data)}
        />
      </section>

      <section className="panel">
        <TextListEditor
          title="Специалисты клиники"
          itemLabel="Специализация"
          addLabel="Добавить специализацию"
          placeholder="Стоматолог-терапевт"
          maxLength={SPECIALIZATION_MAX}
          rows={form.specializations}
          onChange={set('specializations')}
        />
        <p className="panel__hint">Порядок специализаций задаёт порядок врачей в виджете.</p>
      </section>

      <section className="panel">
        <HolidaysEditor rows={form.holidays} onChange={set('holidays')} />
      </section>

      <section className="panel" aria-labelledby="clinic-reminders-title">
        <h2 id="clinic-reminders-title" className="panel__title">
          Напоминания пациенту
        </h2>
        <TextField
          label="За сколько часов до приёма напомнить"
          name="reminderHours"
          inputMode="numeric"
          value={form.reminderHours}
          placeholder="24, 2"
          error={readReminderHours(form.reminderHours).problem}
          hint="По e-mail, если пациент его указал, и по SMS, если подключён SMS-шлюз. До трёх напоминаний через запятую; пусто — не напоминать."
          onChange={set('reminderHours')}
        />
      </section>

      <WidgetPreview userId={view._id} version={version} />
    </>
  );
}

export default function ClinicScreen() {
  const clinic = useQuery(clinicQuery);
  // The editor starts from the first answer; later refetches (e.g. after a logo upload) do not reset typing.
  const [first, setFirst] = useState<ClinicView | null>(null);
  if (!first && clinic.data) setFirst(clinic.data);
  const view = first && clinic.data ? { ...first, logo: clinic.data.logo, _id: clinic.data._id, version: clinic.data.version } : null;
  return (
    <div className="cabinet-screen">
      {view ? (
        <ClinicEditor view={view} />
      ) : (
        <ScreenLoading title="Ваша клиника" what="клинику" failed={clinic.isError ? clinic : undefined} />
      )}
    </div>
  );
}
