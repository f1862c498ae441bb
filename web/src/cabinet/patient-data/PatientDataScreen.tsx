// 'Персональные данные' (/user/personal-data, issue 28 §2): the clinic erases one patient's data by phone — typed in
// any format (the server's phone rule, shared/domain/patient-data/phone-keys.ts) — after seeing what was found and
// confirming; the outside systems the leads reached are listed, since erasure cannot reach them. And the clinic's
// retention period, after which the daily job anonymises its leads. A screen of its own under 'Настройки', not a
// part of 'Заявки': erasure covers every record of a phone (requests, bookings, quiz answers, delivery and MIS records),
// not the lead open in the list, and the period is a clinic setting.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_RETENTION_MONTHS } from '../../../../shared/domain/patient-data/retention';
import { type OutsideRecord, type PatientRecords, patientQuerySchema, retentionSchema } from '../../../../shared/schemas/patient-data';
import { ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { fieldErrorsOf } from '../../ui/form-errors';
import { Loader, Spinner } from '../../ui/Loader';
import { TextField } from '../../ui/TextField';
import { erasePatient, findPatient, retentionQuery, saveRetention } from './patient-data-api';
import '../controls/controls.css';
import './patient-data.css';

const COUNT_LABELS: Array<[keyof PatientRecords, string]> = [
  ['bookings', 'Записи на приём'],
  ['requests', 'Заявки'],
  ['quizAnswers', 'Ответы на квизы'],
  ['deliveryRecords', 'Записи о доставке во внешние системы'],
  ['misRecords', 'из них записи МИС'],
  ['phoneRecords', 'Служебные записи телефона'],
];

const serverField = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? (error.body as { error?: { fields?: Record<string, string> } })?.error?.fields?.[field] : undefined;

const messagesOf = (error: unknown): string[] => (error instanceof ApiError && !serverField(error, 'phone') ? error.messages : []);

/** A field's change: the value, and what it makes stale (its error, an answer shown). */
const edited =
  (set: (value: string) => void, ...clear: Array<() => void>) =>
  (value: string) => {
    set(value);
    for (const stale of clear) stale();
  };

function OutsideList({ outside }: { outside: readonly OutsideRecord[] }) {
  if (outside.length === 0) return <p className="panel__hint">Во внешние системы заявки пациента не уходили.</p>;
  return (
    <>
      <p className="patient-data__outside-title">
        Заявки ушли во внешние системы — удалите данные пациента и там, мы до них не дотягиваемся:
      </p>
      <ul className="patient-data__outside" aria-label="Внешние системы">
        {outside.map((record) => (
          <li key={`${record.system}|${record.where}`}>
            <strong>{record.system}</strong>: {record.where}
            {record.details.length > 0 ? ` (${record.details.join(', ')})` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

function Found({ found, phone }: { found: PatientRecords; phone: string }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({ mutationFn: erasePatient });
  const total = COUNT_LABELS.filter(([key]) => key !== 'misRecords').reduce((sum, [key]) => sum + Number(found[key]), 0);
  if (erase.data) {
    return (
      <div className="patient-data__result">
        <p className="panel__success" role="status">
          Данные пациента удалены: обезличено заявок — {erase.data.leads}, удалено записей — {erase.data.records}.
        </p>
        <OutsideList outside={erase.data.outside} />
      </div>
    );
  }
  if (total === 0) {
    return (
      <p className="patient-data__result" role="status">
        По телефону {phone} данных пациента не найдено.
      </p>
    );
  }
  return (
    <div className="patient-data__result">
      <p role="status">Найдено по телефону {phone}:</p>
      <dl className="patient-data__counts">
        {COUNT_LABELS.map(([key, label]) => (
          <div key={key} className="patient-data__count">
            <dt>{label}</dt>
            <dd>{Number(found[key])}</dd>
          </div>
        ))}
      </dl>
      {found.more ? <p className="panel__hint">Заявок больше, чем показано: удаление пройдёт по всем.</p> : null}
      <OutsideList outside={found.outside} />
      {confirming ? (
        <fieldset className="patient-data__confirm">
          <legend className="patient-data__confirm-title">Подтверждение удаления</legend>
          <p>
            Удалить безвозвратно? Имя, телефон, комментарии и ответы пациента будут стёрты из заявок, записи с его телефоном — удалены.
            Заявки останутся в статистике без данных пациента.
          </p>
          <div className="patient-data__actions">
            <button type="button" className="btn btn--danger btn--small" onClick={() => erase.mutate(phone)} disabled={erase.isPending}>
              {erase.isPending ? <Spinner /> : null}
              Да, удалить
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: the confirmation's safe choice takes the focus its opening button had */}
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(false)} autoFocus>
              Отмена
            </button>
          </div>
        </fieldset>
      ) : (
        <button type="button" className="btn btn--danger btn--small" onClick={() => setConfirming(true)}>
          Удалить данные пациента
        </button>
      )}
      <FormMessages messages={erase.error instanceof ApiError ? erase.error.messages : []} />
    </div>
  );
}

function ErasureSection() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const find = useMutation({ mutationFn: findPatient });
  const [asked, setAsked] = useState('');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = patientQuerySchema.safeParse({ phone });
    if (!parsed.success) {
      setError(fieldErrorsOf<'phone'>(parsed.error).phone);
      return;
    }
    setError(undefined);
    setAsked(parsed.data.phone);
    find.mutate(parsed.data.phone);
  }

  return (
    <section className="panel" aria-labelledby="erasure-title">
      <h2 id="erasure-title" className="panel__title">
        Удаление данных пациента
      </h2>
      <p className="panel__hint">
        По просьбе пациента найдите его данные по телефону и удалите их: заявки, записи, ответы на квизы, записи о доставке.
      </p>
      <form className="patient-data__search" onSubmit={submit} noValidate>
        <TextField
          label="Телефон пациента"
          name="patientPhone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+7 999 123-45-67"
          value={phone}
          onChange={edited(setPhone, () => setError(undefined))}
          error={error ?? serverField(find.error, 'phone')}
        />
        <button type="submit" className="btn btn--primary btn--small" disabled={find.isPending}>
          {find.isPending ? <Spinner /> : null}
          Найти
        </button>
      </form>
      <FormMessages messages={messagesOf(find.error)} />
      {find.data ? <Found key={`${asked}-${find.submittedAt}`} found={find.data} phone={asked} /> : null}
    </section>
  );
}

function RetentionSection() {
  const months = useQuery(retentionQuery);
  const client = useQueryClient();
  const [typed, setTyped] = useState<string>();
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: saveRetention,
    onSuccess: (answer) => {
      client.setQueryData(retentionQuery.queryKey, answer);
      setTyped(undefined);
    },
    onError: (failure) => setError(serverField(failure, 'months')),
  });
  const value = typed ?? String(months.data?.months ?? '');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = retentionSchema.safeParse({ months: /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN });
    if (!parsed.success) {
      setError(fieldErrorsOf<'months'>(parsed.error).months);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.months);
  }

  return (
    <form className="panel" aria-labelledby="retention-title" onSubmit={submit} noValidate>
      <h2 id="retention-title" className="panel__title">
        Срок хранения
      </h2>
      {months.data ? (
        <>
          <div className="patient-data__search">
            <TextField
              label="Срок хранения данных пациентов, месяцев"
              name="retentionMonths"
              inputMode="numeric"
              value={value}
              onChange={edited(setTyped, () => setError(undefined), save.reset)}
              error={error}
              hint={`Заявки старше срока обезличиваются автоматически раз в сутки. По умолчанию — ${DEFAULT_RETENTION_MONTHS} месяцев, можно меньше.`}
            />
            <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              Сохранить
            </button>
          </div>
          {save.isSuccess ? (
            <p className="panel__success" role="status">
              Срок хранения сохранён
            </p>
          ) : null}
          <FormMessages messages={save.error instanceof ApiError && !error ? save.error.messages : []} />
        </>
      ) : (
        <Loader label="Загружаем срок хранения…" />
      )}
    </form>
  );
}

export default function PatientDataScreen() {
  return (
    <div className="cabinet-screen">
      <h1 className="cabinet-screen__title">Персональные данные</h1>
      <ErasureSection />
      <RetentionSection />
    </div>
  );
}
