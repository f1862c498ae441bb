// 'Ваша клиника' (/setting, spec cabinet §2, §5): logo, name, currency, timezone, addresses and the
// clinic's specializations ('Специалисты клиники'), autosaved; empty addresses are dropped on save.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { mergeFields } from '../../../../shared/domain/edit-merge';
import {
  ADDRESS_MAX,
  CLINIC_NAME_MAX,
  CLINIC_TIMEZONES,
  cleanTextList,
  clinicNameProblem,
  CURRENCIES,
  SPECIALIZATION_MAX,
  type ClinicTimezone,
  type ClinicView,
  type Currency,
} from '../../../../shared/schemas/clinic';
import { TextField } from '../../ui/TextField';
import { SaveIndicator } from '../autosave/SaveIndicator';
import { useAutosave } from '../autosave/useAutosave';
import { ScreenLoading } from '../controls/ScreenLoading';
import { TextListEditor, textRowsOf, type TextRow } from '../controls/TextListEditor';
import { doctorsQuery } from '../doctors/doctors-api';
import { addressRemovalQuestion } from './address-removal';
import { addressRenamingOf, addressRowTexts, savedTextsOf, type AddressRowText } from './address-rows';
import { clinicQuery, fetchClinic, saveClinic } from './clinic-api';
import { LogoUpload } from './LogoUpload';
import { TIMEZONE_LABELS } from './timezones';
import { WidgetPreview } from './WidgetPreview';
import '../controls/controls.css';
import './clinic.css';

interface ClinicForm {
  clinic: string;
  currency: Currency;
  timezone: ClinicTimezone;
  addresses: TextRow[];
  specializations: TextRow[];
}

interface ClinicSave {
  clinic: string;
  currency: Currency;
  timezone: ClinicTimezone;
  addressList: string[];
  specializationList: string[];
  /** Not sent: which row holds which address, for the renaming map (see address-rows.ts). */
  addressRows: AddressRowText[];
}

// The content compared for autosave: the rows' ids do not count, only what is sent.
const fingerprint = ({ addressRows: _rows, ...content }: ClinicSave) => JSON.stringify(content);

const formOf = (view: ClinicView): ClinicForm => ({
  clinic: view.clinic,
  currency: view.currency,
  timezone: view.timezone,
  addresses: textRowsOf(view.addressList),
  specializations: textRowsOf(view.specializationList),
});

/**
 * After a 409: field by field onto the fresh copy (shared/domain/edit-merge.ts); the address list is
 * one field, so both sides editing addresses is a conflict. The rows follow the side whose list is kept.
 */
function mergeClinicSaves(base: ClinicSave, mine: ClinicSave, theirs: ClinicSave, preferMine: boolean): ClinicSave | null {
  const content = ({ addressRows: _rows, ...fields }: ClinicSave) => fields;
  const merged = mergeFields(content(base), content(mine), content(theirs), preferMine);
  if (!merged) return null;
  const addressRows = JSON.stringify(merged.addressList) === JSON.stringify(mine.addressList) ? mine.addressRows : theirs.addressRows;
  return { ...merged, addressRows };
}

const saveOf = (form: ClinicForm): ClinicSave => {
  const addressRows = addressRowTexts(form.addresses);
  return {
    clinic: form.clinic.trim(),
    currency: form.currency,
    timezone: form.timezone,
    addressList: addressRows.map((row) => row.text).filter((text) => text !== ''),
    specializationList: cleanTextList(form.specializations.map((row) => row.value)),
    addressRows,
  };
};

function ClinicEditor({ view }: { view: ClinicView }) {
  const client = useQueryClient();
  const version = useQuery(clinicQuery).dataUpdatedAt;
  const [form, setForm] = useState<ClinicForm>(() => formOf(view));
  const formRef = useRef(form);
  formRef.current = form;
  // The fresh copy's form after a 409 (its rows carry the ids the merged save refers to), and the
  // form set aside when the fresh copy is shown instead, for 'Вернуть мою правку'.
  const freshForm = useRef<{ form: ClinicForm; value: ClinicSave } | null>(null);
  const setAside = useRef<{ form: ClinicForm; savedTexts: Map<string, string> } | null>(null);
  const current = useMemo(() => saveOf(form), [form]);
  // Only valid content is autosaved; while the name is empty the last valid content stays queued.
  const nameProblem = clinicNameProblem(form.clinic);
  const lastValid = useRef(current);
  if (!nameProblem) lastValid.current = current;
  const value = lastValid.current;
  // Each address row's text as the server last saved it; a corrected row is sent as a rename.
  const savedAddressTexts = useRef<Map<string, string> | null>(null);
  savedAddressTexts.current ??= savedTextsOf(value.addressRows);
  const autosave = useAutosave<ClinicSave, ClinicView>({
    value,
    fingerprint,
    save: ({ addressRows, ...body }, { keepalive, version = view.version }) => {
      const addressRenaming = addressRenamingOf(addressRows, savedAddressTexts.current!);
      return saveClinic({ ...body, version, addressRenaming }, keepalive);
    },
    versioning: {
      version: view.version,
      versionOf: (answer) => answer.version,
      fetchFresh: async () => {
        const fresh = await fetchClinic();
        client.setQueryData(clinicQuery.queryKey, fresh);
        const freshRows = formOf(fresh);
        freshForm.current = { form: freshRows, value: saveOf(freshRows) };
        return { value: freshForm.current.value, version: fresh.version };
      },
      merge: mergeClinicSaves,
      onRebase: (next, reason) => {
        if (reason === 'reloaded') setAside.current = { form: formRef.current, savedTexts: savedAddressTexts.current! };
        // The rows to keep are the edit's: the current ones, or those set aside when it is brought back.
        const own =
          reason === 'restored' && setAside.current ? setAside.current : { form: formRef.current, savedTexts: savedAddressTexts.current! };
        const { form: fresh, value: freshValue } = freshForm.current!;
        const freshAddresses = next.addressRows === freshValue.addressRows;
        const ownSpecializations = saveOf(own.form).specializationList;
        setForm({
          clinic: next.clinic,
          currency: next.currency,
          timezone: next.timezone,
          addresses: freshAddresses ? fresh.addresses : own.form.addresses,
          specializations:
            JSON.stringify(next.specializationList) === JSON.stringify(ownSpecializations)
              ? own.form.specializations
              : fresh.specializations,
        });
        savedAddressTexts.current = freshAddresses ? savedTextsOf(addressRowTexts(fresh.addresses)) : own.savedTexts;
      },
    },
    // The header shows the new name at once; the form keeps its own rows (empty ones included).
    onSaved: (answer, saved) => {
      const renamed = Object.keys(addressRenamingOf(saved.addressRows, savedAddressTexts.current!)).length > 0;
      const addressesChanged =
        JSON.stringify(client.getQueryData<ClinicView>(clinicQuery.queryKey)?.addressList) !== JSON.stringify(answer.addressList);
      savedAddressTexts.current = savedTextsOf(saved.addressRows);
      client.setQueryData(clinicQuery.queryKey, answer);
      // The doctors' ticks follow renamed and removed addresses on the server: the removal question reads them fresh.
      if (renamed || addressesChanged) void client.invalidateQueries({ queryKey: doctorsQuery.queryKey });
    },
  });
  const doctors = useQuery(doctorsQuery);
  const set =
    <K extends keyof ClinicForm>(key: K) =>
    (next: ClinicForm[K]) =>
      setForm((current) => ({ ...current, [key]: next }));

  return (
    <>
      <div className="screen-head">
        <h1 className="cabinet-screen__title">Ваша клиника</h1>
        <SaveIndicator
          status={autosave.status}
          error={autosave.error}
          invalid={nameProblem}
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
          confirmRemoval={(row) => addressRemovalQuestion(row.value.trim(), doctors.data ?? [])}
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
