// 'Журнал' (/setting/journal, issue 26 §1): one day of the clinic per doctor — the widget's bookings with
// the patient and the staff's status, and the time an MIS says is taken — on the clinic's clocks. The day
// moves by buttons or the date field; every booking links to its lead in 'Заявки', found by its phone.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { addDays } from '../../../../shared/domain/schedule';
import { isCalendarDay } from '../../../../shared/schemas/lead-list';
import type { JournalDoctor } from '../../../../shared/schemas/journal';
import { ScreenLoading } from '../controls/ScreenLoading';
import { journalQuery } from './journal-api';
import { dayLabel, doctorOrigin, entryView } from './journal-view';
import '../controls/controls.css';
import './journal.css';

function DoctorDay({ doctor }: { doctor: JournalDoctor }) {
  const titleId = useId();
  const origin = doctorOrigin(doctor.source);
  return (
    <section className="panel journal-doctor" aria-labelledby={titleId}>
      <h2 id={titleId} className="journal-doctor__name">
        {doctor.name}
        {origin ? <span className="journal-doctor__origin"> · {origin}</span> : null}
      </h2>
      {doctor.entries.length === 0 ? (
        <p className="journal-doctor__empty">Записей нет</p>
      ) : (
        <ol className="journal-entries">
          {doctor.entries.map((entry) => {
            const view = entryView(entry);
            return (
              <li key={`${entry.kind}-${entry.start}-${entry.leadId ?? ''}`} className={`journal-entry journal-entry--${entry.kind}`}>
                <span className="journal-entry__time">{view.time}</span>
                <span className="journal-entry__body">
                  {view.phone ? (
                    <Link className="journal-entry__title" to={`/setting/applocation?q=${encodeURIComponent(view.phone)}`}>
                      {view.title}
                    </Link>
                  ) : (
                    <span className="journal-entry__title">{view.title}</span>
                  )}
                  {view.details.map((line) => (
                    <span key={line} className="journal-entry__detail">
                      {line}
                    </span>
                  ))}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export default function JournalScreen() {
  const [day, setDay] = useState<string | null>(null);
  const dayId = useId();
  const journal = useQuery({ ...journalQuery(day), placeholderData: keepPreviousData });
  if (!journal.data) {
    return (
      <div className="cabinet-screen cabinet-screen--wide">
        <ScreenLoading title="Журнал" what="журнал" failed={journal.isError ? journal : undefined} />
      </div>
    );
  }
  const shown = journal.data;
  const move = (days: number) => setDay(addDays(shown.day, days));

  return (
    <div className="cabinet-screen cabinet-screen--wide">
      <div className="screen-head">
        <h1 className="cabinet-screen__title">Журнал</h1>
      </div>
      <fieldset className="fieldset-plain journal-nav">
        <legend className="visually-hidden">День журнала</legend>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => move(-1)}>
          ← Предыдущий день
        </button>
        <div className="field journal-nav__day">
          <label className="field__label" htmlFor={dayId}>
            День
          </label>
          <input
            id={dayId}
            type="date"
            className="field__input"
            value={shown.day}
            onChange={(event) => isCalendarDay(event.target.value) && setDay(event.target.value)}
          />
        </div>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => move(1)}>
          Следующий день →
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={shown.day === shown.today}
          onClick={() => setDay(shown.today)}
        >
          Сегодня
        </button>
      </fieldset>
      <p className="journal-day" aria-live="polite">
        {dayLabel(shown.day)} · время клиники, {shown.zone}
        {journal.isFetching ? <span className="visually-hidden"> — загружаем</span> : null}
      </p>
      {journal.isError ? (
        <p className="field__error" role="alert">
          Не удалось загрузить день: {journal.error.message}
        </p>
      ) : null}
      {shown.truncated ? (
        <p className="panel__hint">В этот день записей больше, чем помещается в журнал: остальные — в «Заявках».</p>
      ) : null}
      {shown.doctors.length === 0 ? (
        <section className="leads-empty">
          <h2>Врачей пока нет</h2>
          <p>Журнал показывает записи по врачам. Добавьте врачей или подключите МИС.</p>
          <Link className="btn btn--secondary btn--small" to="/setting/doctors">
            Перейти к врачам
          </Link>
        </section>
      ) : (
        <div className="journal-doctors">
          {shown.doctors.map((doctor) => (
            <DoctorDay key={doctor.id} doctor={doctor} />
          ))}
        </div>
      )}
    </div>
  );
}
