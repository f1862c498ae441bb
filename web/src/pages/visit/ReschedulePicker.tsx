// 'Перенести': the same doctor's free starts for the visit's length, as the widget offers them (the server
// answers them by the widget's rule), a day first, then a time; nothing moves until the patient confirms.
import { useEffect, useRef, useState } from 'react';
import { dayLabel, slotLabel } from '../../../../shared/domain/day-labels';
import type { VisitAnswer } from '../../../../shared/schemas/visit';
import { Spinner } from '../../ui/Loader';
import { SelectField } from '../../ui/SelectField';

interface Props {
  visit: VisitAnswer;
  pending: boolean;
  onMove: (planStart: string) => void;
  onBack: () => void;
}

const daysOf = (slots: VisitAnswer['slots']) =>
  Object.keys(slots)
    .filter((day) => (slots[day] ?? []).length > 0)
    .sort();

export function ReschedulePicker({ visit, pending, onMove, onBack }: Props) {
  const days = daysOf(visit.slots);
  const [day, setDay] = useState(days[0] ?? '');
  const [time, setTime] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const times = visit.slots[day] ?? [];
  const chosen = time !== '' && times.includes(time);

  return (
    <section className="visit__step" aria-labelledby="visit-move-title">
      <h2 id="visit-move-title" ref={heading} tabIndex={-1}>
        Перенести запись
      </h2>
      {days.length === 0 ? (
        <p>У врача нет свободного времени в ближайшие дни. Позвоните в клинику, чтобы подобрать время.</p>
      ) : (
        <form
          className="visit__picker"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && !pending) onMove(`${day}T${time}`);
          }}
        >
          <SelectField
            label="День"
            value={day}
            options={days.map((each) => ({ value: each, label: dayLabel(each) }))}
            onChange={(value) => {
              setDay(value);
              setTime('');
            }}
          />
          <fieldset className="visit__times">
            <legend>Свободное время</legend>
            {times.map((each) => (
              <label key={each} className="visit__time">
                <input type="radio" name="visit-time" value={each} checked={time === each} onChange={() => setTime(each)} />
                <span>{each}</span>
              </label>
            ))}
          </fieldset>
          <div className="visit__actions">
            <button type="submit" className="btn btn--primary" disabled={!chosen || pending}>
              {pending ? <Spinner /> : null}
              {chosen ? `Перенести на ${slotLabel(day, time)}` : 'Выберите время'}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onBack} disabled={pending}>
              Оставить как есть
            </button>
          </div>
        </form>
      )}
      {days.length === 0 && (
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          Назад
        </button>
      )}
    </section>
  );
}
